// Form of a new request: which procedure, and what the request is about. Spanish messages, contract limits.
import type { Workflow } from '@api/model';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { hasLength, isNotEmpty, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { requestDetailMaxLength } from './new-request';

export interface NewRequestFormValues {
  definitionId: string;
  detail: string;
}

interface NewRequestFormProps {
  definitions: readonly Workflow[];
  isSubmitting: boolean;
  onSubmit: (values: NewRequestFormValues) => void;
  onCancel: () => void;
}

export function NewRequestForm({ definitions, isSubmitting, onSubmit, onCancel }: NewRequestFormProps) {
  const { t } = useTranslation('space');
  const form = useForm<NewRequestFormValues>({
    mode: 'controlled',
    initialValues: { definitionId: '', detail: '' },
    validate: {
      definitionId: isNotEmpty(t('procedures.new.errors.definition')),
      detail: (value) =>
        value.trim() === ''
          ? t('procedures.new.errors.detail')
          : hasLength(
              { max: requestDetailMaxLength },
              t('procedures.new.errors.tooLong', { max: requestDetailMaxLength }),
            )(value),
    },
  });
  const chosen = definitions.find((definition) => definition._id === form.values.definitionId);

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <Select
          label={t('procedures.new.definition')}
          placeholder={t('procedures.new.definitionPlaceholder')}
          data={definitions.map((definition) => ({ value: definition._id, label: definition.title }))}
          withAsterisk
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          key={form.key('definitionId')}
          {...form.getInputProps('definitionId')}
        />
        {chosen?.description && (
          <Text size="sm" c="dimmed">
            {chosen.description}
          </Text>
        )}
        <Textarea
          label={t('procedures.new.detail')}
          description={t('procedures.new.detailHint')}
          autosize
          minRows={4}
          maxRows={10}
          withAsterisk
          key={form.key('detail')}
          {...form.getInputProps('detail')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('procedures.new.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('procedures.new.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
