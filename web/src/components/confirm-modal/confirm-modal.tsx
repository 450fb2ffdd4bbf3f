// A yes/no question before an action that cannot be undone (delete, password reset, dropping typed changes).
// The way back is focused first: Enter or a hasty click on the question does not do the harm.
import { Button, Group, getDefaultZIndex, Modal, Text } from '@mantine/core';

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
    // Over the panel that asks (a top-bar popover stands above Mantine's modals), under the notices that answer.
    <Modal opened={opened} onClose={onClose} title={title} centered zIndex={getDefaultZIndex('popover') + 1}>
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
