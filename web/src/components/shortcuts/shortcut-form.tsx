// Add or edit one shortcut: label, description, icon (heroicons name) and link. "Cancelar" asks before typed
// changes are dropped, the delete asks first, and a refused save or delete says why; the panel around it is told
// what it holds, so that closing the panel asks too.
import type { ShortcutsShortcut, ShortcutsShortcutInput } from '@api/model';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../lib/refusal-text';
import { DeleteWithQuestion } from '../confirm-modal/delete-with-question';
import { IconPicker } from '../icons/icon-picker';
import { useAskBeforeClosing } from '../leave-guard/use-ask-before-closing';

/** What the form holds, for the panel around it. */
export interface ShortcutFormState {
  hasChanges: boolean;
  /** A question of the form (discard, delete) is open over the panel. */
  isAsking: boolean;
}

interface ShortcutFormProps {
  shortcut: ShortcutsShortcut | null;
  isSaving: boolean;
  onSave: (input: ShortcutsShortcutInput) => Promise<unknown>;
  onDelete?: () => Promise<unknown>;
  /** Back to the list: after a save, a delete, or a cancel. */
  onDone: () => void;
  onStateChange: (state: ShortcutFormState) => void;
}

interface ShortcutValues {
  label: string;
  description: string;
  icon: string;
  link: string;
}

const labelMax = 100;
const descriptionMax = 300;

export function ShortcutForm({ shortcut, isSaving, onSave, onDelete, onDone, onStateChange }: ShortcutFormProps) {
  const { t } = useTranslation('layout');
  const fieldLabels = {
    label: t('shortcuts.form.label'),
    description: t('shortcuts.form.description'),
    icon: t('shortcuts.form.icon'),
    link: t('shortcuts.form.link'),
  };
  const [hasChanges, setHasChanges] = useState(false);
  const [isAskingToDelete, setAskingToDelete] = useState(false);
  const form = useForm<ShortcutValues>({
    mode: 'uncontrolled',
    onValuesChange: () => setHasChanges(form.isDirty()),
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

  const cancel = useAskBeforeClosing(() => form.isDirty(), onDone);
  const isAsking = cancel.isAsking || isAskingToDelete;
  useEffect(() => onStateChange({ hasChanges, isAsking }), [onStateChange, hasChanges, isAsking]);

  const submit = form.onSubmit((values) => {
    const link = values.link.trim();
    onSave({
      label: values.label.trim(),
      link,
      useRouter: link.startsWith('/'),
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
      ...(values.icon.trim() ? { icon: values.icon.trim() } : {}),
    }).then(onDone, (error: unknown) =>
      notifications.show({
        color: 'red',
        message: t('shortcuts.saveFailed', { message: refusalText(error, fieldLabels) }),
      }),
    );
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {/* The form replaces the grid in place: its first field takes the focus. */}
        <TextInput
          label={t('shortcuts.form.label')}
          withAsterisk
          data-autofocus
          autoFocus
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
          {onDelete && shortcut ? (
            <DeleteWithQuestion
              label={t('shortcuts.delete')}
              question={{
                title: t('shortcuts.deleteTitle'),
                message: t('shortcuts.deleteMessage', { label: shortcut.label }),
                confirmLabel: t('shortcuts.delete'),
                cancelLabel: t('shortcuts.cancel'),
              }}
              onDelete={onDelete}
              onDeleted={onDone}
              failure={(error) => t('shortcuts.deleteFailed', { message: refusalText(error) })}
              onAskingChange={setAskingToDelete}
            />
          ) : (
            <span />
          )}
          {/* Wrapped under the delete in the narrow panel, the form's own buttons stay at its end, as in every form. */}
          <Group gap="xs" ml="auto">
            <Button variant="default" onClick={cancel.close}>
              {t('shortcuts.cancel')}
            </Button>
            <Button type="submit" loading={isSaving}>
              {t('shortcuts.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
      {cancel.question}
    </form>
  );
}
