// "Add list" / "Add card": a button that turns into a one-field form, closed by "Cancelar" or Escape with the focus
// back on the button. A refused save keeps the text typed, and so does an added one for the text typed while it was
// being added.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../lib/refusal-text';
import { useFocusOnReturn } from '../../lib/use-focus-on-return';
import { useSingleFlight } from '../../lib/use-single-flight';

interface InlineAddFormProps {
  label: string;
  fieldLabel: string;
  onAdd: (title: string) => Promise<unknown>;
}

export function InlineAddForm({ label, fieldLabel, onAdd }: InlineAddFormProps) {
  const { t } = useTranslation('scrumboard');
  const [isOpen, setIsOpen] = useState(false);
  const opener = useFocusOnReturn<HTMLButtonElement>(!isOpen);
  const form = useForm({
    initialValues: { title: '' },
    validate: { title: (value) => (value.trim() === '' ? t('form.required') : null) },
  });
  const add = useSingleFlight(async ({ title }: { title: string }) => {
    try {
      await onAdd(title.trim());
      // Emptied for the next one, unless the next one was typed while this was being added.
      if (form.getValues().title === title) form.reset();
    } catch (error) {
      notifications.show({
        color: 'red',
        message: t('form.failed', { message: refusalText(error, { title: fieldLabel }) }),
      });
    }
  });
  if (!isOpen) {
    return (
      <Button
        ref={opener.ref}
        variant="subtle"
        color="gray"
        justify="start"
        leftSection={<IconPlus size={16} />}
        onClick={() => setIsOpen(true)}
      >
        {label}
      </Button>
    );
  }
  const close = () => {
    form.reset();
    opener.focusOnReturn();
    setIsOpen(false);
  };
  return (
    <form onSubmit={form.onSubmit(add)}>
      <Stack gap="xs">
        <TextInput
          label={fieldLabel}
          data-autofocus
          autoFocus
          {...form.getInputProps('title')}
          onKeyDown={(event) => event.key === 'Escape' && close()}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={form.submitting}>
            {t('form.add')}
          </Button>
          <Button variant="default" size="xs" onClick={close}>
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
