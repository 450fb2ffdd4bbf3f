// Deletes a card after a confirmation.
import type { ScrumboardCard } from '@api/model';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
        onError: (error) => notifications.show({ color: 'red', message: t('form.failed', { message: error.message }) }),
      },
    );
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirm.open}>
        {t('card.delete')}
      </Button>
      <Modal opened={isConfirming} onClose={confirm.close} title={t('card.deleteTitle')} centered>
        <Text size="sm">{t('card.deleteMessage', { title: card.title })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close}>
            {t('form.cancel')}
          </Button>
          <Button color="red" loading={writes.deleteCard.isPending} onClick={remove}>
            {t('form.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
