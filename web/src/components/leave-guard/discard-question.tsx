// The question before typed changes are dropped: stay (the default, focused) or leave without saving.
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../confirm-modal/confirm-modal';

interface DiscardQuestionProps {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}

// Mounted only while asked: a closed Modal inside an open one (a card's, a drawer's form) took the outer one's
// Escape; mounted on demand, its layer also comes after the dialog it stands over.
export function DiscardQuestion({ opened, onStay, onLeave }: DiscardQuestionProps) {
  const { t } = useTranslation('common');
  if (!opened) return null;
  return (
    <ConfirmModal
      opened
      title={t('leave.title')}
      message={t('leave.message')}
      cancelLabel={t('leave.stay')}
      confirmLabel={t('leave.leave')}
      onClose={onStay}
      onConfirm={onLeave}
    />
  );
}
