// Renames the selected project (the partial update sends only the name).
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

interface RenameProjectFormProps {
  name: string;
  isPending: boolean;
  onRename: (name: string) => void;
}

export function RenameProjectForm({ name, isPending, onRename }: RenameProjectFormProps) {
  const { t } = useTranslation('backoffice');
  const form = useForm({
    initialValues: { name },
    validate: { name: (value) => (value.trim() === '' ? t('common.required') : null) },
  });
  return (
    <form onSubmit={form.onSubmit((values) => onRename(values.name.trim()))}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput label={t('gestion.name')} maxLength={200} flex={1} {...form.getInputProps('name')} />
        <Button type="submit" loading={isPending} disabled={!form.isDirty()}>
          {t('gestion.rename')}
        </Button>
      </Group>
    </form>
  );
}
