// Deletes a card after a confirmation.
import type { ScrumboardCard } from '@api/model';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-modal/confirm-modal';
import { refusalText } from '../../lib/refusal-text';
import type { BoardWrites } from './use-board-writes';

interface DeleteCardButtonProps {
  card: ScrumboardCard;
  writes: BoardWrites;
  onDeleted: () => void;
}

export function DeleteCardButton({ card, writes, onDeleted }: DeleteCardButtonProps) {
  const { t } = useTranslation('scrumboard');
  const [isConfirming, confirm] = useDisclosure(false);
  const remove = () =>
    writes.deleteCard.mutate(
      { params: { id: card.id } },
      {
        onSuccess: () => {
          confirm.close();
          onDeleted();
        },
        onError: (error) =>
          notifications.show({ color: 'red', message: t('form.failed', { message: refusalText(error) }) }),
      },
    );
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirm.open}>
        {t('card.delete')}
      </Button>
      <ConfirmModal
        opened={isConfirming}
        title={t('card.deleteTitle')}
        message={t('card.deleteMessage', { title: card.title })}
        confirmLabel={t('form.delete')}
        cancelLabel={t('form.cancel')}
        isPending={writes.deleteCard.isPending}
        onConfirm={remove}
        onClose={confirm.close}
      />
    </>
  );
}
