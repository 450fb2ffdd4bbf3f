// Deletes a card after a confirmation.
import type { ScrumboardCard } from '@api/model';
import { useTranslation } from 'react-i18next';
import { DeleteWithQuestion } from '../../components/confirm-modal/delete-with-question';
import { refusalText } from '../../lib/refusal-text';
import type { BoardWrites } from './use-board-writes';

interface DeleteCardButtonProps {
  card: ScrumboardCard;
  writes: BoardWrites;
  onDeleted: () => void;
}

export function DeleteCardButton({ card, writes, onDeleted }: DeleteCardButtonProps) {
  const { t } = useTranslation('scrumboard');
  return (
    <DeleteWithQuestion
      label={t('card.delete')}
      question={{
        title: t('card.deleteTitle'),
        message: t('card.deleteMessage', { title: card.title }),
        confirmLabel: t('form.delete'),
        cancelLabel: t('form.cancel'),
      }}
      onDelete={() => writes.deleteCard.mutateAsync({ params: { id: card.id } })}
      onDeleted={onDeleted}
      failure={(error) => t('form.failed', { message: refusalText(error) })}
    />
  );
}
