// A delete button that asks first (ConfirmModal: the way back is focused, so Enter keeps the record) and whose
// question closes once the delete is through; a refused delete leaves it open, to try again or go back.
import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmModal } from './confirm-modal';

interface DeleteWithQuestionProps {
  /** The button's words ("Eliminar"). */
  label: string;
  question: { title: string; message: string; confirmLabel: string; cancelLabel: string };
  variant?: ButtonProps['variant'];
  isPending: boolean;
  /** Deletes; calls `closeQuestion` once it is done. */
  onConfirm: (closeQuestion: () => void) => void;
}

export function DeleteWithQuestion({
  label,
  question,
  variant = 'subtle',
  isPending,
  onConfirm,
}: DeleteWithQuestionProps) {
  const [isAsking, asking] = useDisclosure(false);
  return (
    <>
      <Button variant={variant} color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={asking.open}>
        {label}
      </Button>
      {/* Mounted only while asked: a closed modal inside an open one (a card's dialog) takes its Escape. */}
      {isAsking && (
        <ConfirmModal
          opened
          {...question}
          isPending={isPending}
          onConfirm={() => onConfirm(asking.close)}
          onClose={asking.close}
        />
      )}
    </>
  );
}
