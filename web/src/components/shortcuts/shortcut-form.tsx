// Add or edit one shortcut: label, description, icon (heroicons name) and link.
import type { ShortcutsShortcut, ShortcutsShortcutInput } from '@api/model';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { IconPicker } from '../icons/icon-picker';

interface ShortcutFormProps {
  shortcut: ShortcutsShortcut | null;
  isSaving: boolean;
  onSave: (input: ShortcutsShortcutInput) => void;
  onDelete?: () => void;
  onCancel: () => void;
}

const labelMax = 100;
const descriptionMax = 300;

export function ShortcutForm({ shortcut, isSaving, onSave, onDelete, onCancel }: ShortcutFormProps) {
  const { t } = useTranslation('layout');
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      label: shortcut?.label ?? '',
      description: shortcut?.description ?? '',
      icon: shortcut?.icon ?? '',
      link: shortcut?.link ?? '',
    },
    validate: {
      label: (value) =>
        value.trim() === ''
          ? t('shortcuts.form.required')
          : value.length > labelMax
            ? t('shortcuts.form.tooLong')
            : null,
      description: (value) => (value.length > descriptionMax ? t('shortcuts.form.tooLong') : null),
      link: (value) => (value.trim() === '' ? t('shortcuts.form.required') : null),
    },
  });

  const submit = form.onSubmit((values) => {
    const link = values.link.trim();
    onSave({
      label: values.label.trim(),
      link,
      useRouter: link.startsWith('/'),
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
      ...(values.icon.trim() ? { icon: values.icon.trim() } : {}),
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={t('shortcuts.form.label')}
          withAsterisk
          key={form.key('label')}
          {...form.getInputProps('label')}
        />
        <TextInput
          label={t('shortcuts.form.description')}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        {/* In the shortcuts popover: its options stay inside it. */}
        <IconPicker
          label={t('shortcuts.form.icon')}
          withinPortal={false}
          key={form.key('icon')}
          {...form.getInputProps('icon')}
        />
        <TextInput
          label={t('shortcuts.form.link')}
          description={t('shortcuts.form.linkHint')}
          withAsterisk
          key={form.key('link')}
          {...form.getInputProps('link')}
        />
        <Group justify="space-between">
          {onDelete ? (
            <Button variant="subtle" color="red" onClick={onDelete}>
              {t('shortcuts.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('shortcuts.cancel')}
            </Button>
            <Button type="submit" loading={isSaving}>
              {t('shortcuts.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
