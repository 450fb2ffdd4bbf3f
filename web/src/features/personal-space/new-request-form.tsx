// Form of a new request: which procedure, and what the request is about. Spanish messages, contract limits.
import type { Workflow } from '@api/model';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { hasLength, isNotEmpty, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../components/leave-guard/leave-guard';
import { requestDetailMaxLength } from './new-request';

export interface NewRequestFormValues {
  definitionId: string;
  detail: string;
}

interface NewRequestFormProps {
  definitions: readonly Workflow[];
  isSubmitting: boolean;
  /** Files the request; the form counts as unchanged once it resolves, before `onFiled` opens the request. */
  onFile: (values: NewRequestFormValues) => Promise<Workflow>;
  onFiled: (created: Workflow) => void;
  onCancel: () => void;
  /** Filled with the form's "holds unsaved changes" reader: the dialog around it asks before it closes. */
  changes: { current: () => boolean };
}

export function NewRequestForm(props: NewRequestFormProps) {
  const { definitions, isSubmitting, onFile, onFiled, onCancel, changes } = props;
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
  changes.current = form.isDirty;
  const chosen = definitions.find((definition) => definition._id === form.values.definitionId);
  const file = (values: NewRequestFormValues) =>
    onFile(values).then(
      (created) => {
        form.resetDirty(values);
        onFiled(created);
      },
      () => undefined,
    );

  return (
    <form noValidate onSubmit={form.onSubmit(file)}>
      <LeaveGuard hasChanges={form.isDirty} />
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
