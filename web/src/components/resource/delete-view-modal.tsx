// Confirms deleting a saved view (the records it shows stay untouched).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';

interface DeleteViewModalProps {
  opened: boolean;
  name: string;
  isPending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function DeleteViewModal({ opened, name, isPending, onClose, onConfirm }: DeleteViewModalProps) {
  const labels = useResourceLabels();
  return (
    <Modal opened={opened} onClose={onClose} title={labels.text('ui.views.deleteTitle')} centered>
      <Stack gap="md">
        <Text>{labels.text('ui.views.deleteConfirm', { name })}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {labels.text('ui.cancel')}
          </Button>
          <Button color="red" loading={isPending} onClick={onConfirm}>
            {labels.text('ui.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
