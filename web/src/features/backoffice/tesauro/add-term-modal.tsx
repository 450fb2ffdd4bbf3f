// A new term of the open thesaurus: its text, an optional definition and broader term.
import type { Termino, TerminoInput, Tesauro } from '@api/model';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

interface AddTermModalProps {
  tesauro: Tesauro;
  terms: readonly Termino[];
  isPending: boolean;
  onClose: () => void;
  onCreate: (input: TerminoInput) => void;
}

export function AddTermModal({ tesauro, terms, isPending, onClose, onCreate }: AddTermModalProps) {
  const { t } = useTranslation('backoffice');
  const form = useForm({
    initialValues: { term: '', definition: '', broaderId: null as string | null },
    validate: { term: (value) => (value.trim() === '' ? t('common.required') : null) },
  });
  const submit = form.onSubmit(({ term, definition, broaderId }) =>
    onCreate({
      tesauroId: tesauro._id,
      term: term.trim(),
      language: tesauro.language,
      broaderId,
      ...(definition.trim() ? { definition: definition.trim() } : {}),
    }),
  );
  return (
    <Modal opened onClose={onClose} title={t('tesauro.addTitle', { name: tesauro.name })} centered>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('tesauro.term')}
            maxLength={160}
            withAsterisk
            data-autofocus
            {...form.getInputProps('term')}
          />
          <Textarea
            label={t('tesauro.definition')}
            maxLength={4000}
            autosize
            minRows={3}
            {...form.getInputProps('definition')}
          />
          <Select
            label={t('tesauro.broader')}
            placeholder={t('tesauro.noBroader')}
            data={terms.map((term) => ({ value: term._id, label: term.term }))}
            searchable
            clearable
            {...form.getInputProps('broaderId')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {t('tesauro.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
