// Names the list's current columns, filters and sort as a new saved view.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';

// The contract's limit on a view selector's name.
const MAX_NAME = 120;

interface SaveViewModalProps {
  opened: boolean;
  isPending: boolean;
  onClose: () => void;
  onSave: (name: string) => void;
}

export function SaveViewModal({ opened, isPending, onClose, onSave }: SaveViewModalProps) {
  const labels = useResourceLabels();
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (value) => (value.trim() === '' ? labels.message({ key: 'required' }) : null) },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={labels.text('ui.views.saveTitle')} centered>
      <form
        noValidate
        onSubmit={form.onSubmit(({ name }) => {
          onSave(name.trim());
          form.reset();
        })}
      >
        <Stack gap="md">
          <TextInput
            label={labels.text('ui.views.name')}
            description={labels.text('ui.views.saveHint')}
            withAsterisk
            maxLength={MAX_NAME}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {labels.text('ui.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {labels.text('ui.views.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
