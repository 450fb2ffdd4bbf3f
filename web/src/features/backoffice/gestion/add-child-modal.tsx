// Adds a child project (a lot, a modification, a based contract) under the selected one. The child starts
// in planning with a zero budget and inherits the parent's contracting authority, procedure and type.
import type { Project, ProjectInput } from '@api/model';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

interface AddChildModalProps {
  parent: Project;
  suggestedCode: string;
  opened: boolean;
  isPending: boolean;
  onClose: () => void;
  onCreate: (input: ProjectInput) => void;
}

export function childInput(parent: Project, code: string, name: string): ProjectInput {
  return {
    code,
    name,
    procuringEntity: parent.procuringEntity,
    procedureType: parent.procedureType,
    ...(parent.contractType ? { contractType: parent.contractType } : {}),
    ...(parent.cpvCode ? { cpvCode: parent.cpvCode } : {}),
    budget: { amount: 0, currency: 'EUR' },
    status: 'planning',
    parentId: parent._id,
  };
}

export function AddChildModal({ parent, suggestedCode, opened, isPending, onClose, onCreate }: AddChildModalProps) {
  const { t } = useTranslation('backoffice');
  const form = useForm({
    initialValues: { code: suggestedCode, name: '' },
    validate: {
      code: (value) => (value.trim() === '' ? t('common.required') : null),
      name: (value) => (value.trim() === '' ? t('common.required') : null),
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('gestion.addChildTitle', { parent: parent.code })} centered>
      <form onSubmit={form.onSubmit((values) => onCreate(childInput(parent, values.code.trim(), values.name.trim())))}>
        <Stack>
          <TextInput label={t('gestion.code')} maxLength={40} withAsterisk {...form.getInputProps('code')} />
          <TextInput
            label={t('gestion.name')}
            maxLength={200}
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {t('common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
