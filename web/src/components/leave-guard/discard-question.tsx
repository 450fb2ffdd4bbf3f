// The question before typed changes are dropped: stay (the default, focused) or leave without saving.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
    <Modal opened onClose={onStay} title={t('leave.title')} centered>
      <Text>{t('leave.message')}</Text>
      <Group justify="flex-end" gap="xs" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('leave.stay')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
