// A delete button that asks first (ConfirmModal: the way back is focused, so Enter keeps the record). The question
// closes once the delete is through; a refused delete says why and leaves it open, to try again or go back.
import { ActionIcon, Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from './confirm-modal';

interface DeleteWithQuestionProps {
  /** The button's words ("Eliminar"), or its name when it is only an icon (a list's row). */
  label: string;
  isIconOnly?: boolean;
  question: { title: string; message: string; confirmLabel: string; cancelLabel: string };
  variant?: ButtonProps['variant'];
  /** Deletes (a generated mutation's `mutateAsync`). */
  onDelete: () => Promise<unknown>;
  onDeleted?: () => void;
  /** What a refused delete says, in the screen's words; without it, the mutation's own handler says it. */
  failure?: (error: unknown) => string;
  /** Told when the question opens and closes: a popover under it must not take a click on it as one outside. */
  onAskingChange?: (isAsking: boolean) => void;
}

export function DeleteWithQuestion(props: DeleteWithQuestionProps) {
  const {
    label,
    isIconOnly = false,
    question,
    variant = 'subtle',
    onDelete,
    onDeleted,
    failure,
    onAskingChange,
  } = props;
  const [isAsking, asking] = useDisclosure(false, {
    onOpen: () => onAskingChange?.(true),
    onClose: () => onAskingChange?.(false),
  });
  // The question is unmounted, not closed: the app's removal listener gives the focus back to the delete button, or
  // to the same button of the next row when the delete took the row (focus-moved-from-removed-items.ts).
  const close = asking.close;
  const [isDeleting, setDeleting] = useState(false);
  const confirm = () => {
    setDeleting(true);
    onDelete().then(
      () => {
        setDeleting(false);
        close();
        onDeleted?.();
      },
      (error: unknown) => {
        setDeleting(false);
        if (failure) notifications.show({ color: 'red', message: failure(error) });
      },
    );
  };
  return (
    <>
      {isIconOnly ? (
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={label} onClick={asking.open}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ) : (
        <Button variant={variant} color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={asking.open}>
          {label}
        </Button>
      )}
      {/* Mounted only while asked: a closed modal inside an open one (a card's dialog) takes its Escape. */}
      {isAsking && <ConfirmModal opened {...question} isPending={isDeleting} onConfirm={confirm} onClose={close} />}
    </>
  );
}
