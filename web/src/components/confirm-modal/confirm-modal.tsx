// A yes/no question before an action that cannot be undone (delete, password reset, dropping typed changes).
// The way back is focused first: Enter or a hasty click on the question does not do the harm.
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The way back, in the screen's words ("Cancelar", "Seguir editando"). */
  cancelLabel: string;
  isPending?: boolean;
  color?: string;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmModal(props: ConfirmModalProps) {
  const { opened, title, message, confirmLabel, cancelLabel, isPending, color = 'red', onConfirm, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={color} loading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
