// Mailbox settings: the labels, each renamed, recoloured or deleted in place, and a row to add one.
import { useMailboxListLabels } from '@api/endpoints/mailbox/mailbox';
import { Divider, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LabelRow } from './label-row';

interface LabelSettingsDialogProps {
  opened: boolean;
  onClose: () => void;
}

export function LabelSettingsDialog({ opened, onClose }: LabelSettingsDialogProps) {
  const { t } = useTranslation('mailbox');
  const labels = useMailboxListLabels();
  return (
    <Modal opened={opened} onClose={onClose} title={t('settings.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('settings.description')}
        </Text>
        {labels.data?.map((label) => (
          <LabelRow key={label.id} label={label} />
        ))}
        <Divider label={t('settings.new')} labelPosition="left" />
        <LabelRow />
      </Stack>
    </Modal>
  );
}
