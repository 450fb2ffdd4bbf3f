// Mailbox settings: the labels, each renamed, recoloured or deleted in place, and a row to add one.
import { useMailboxListLabels } from '@api/endpoints/mailbox/mailbox';
import { Box, Divider, Modal, Stack, Text } from '@mantine/core';
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
        {/* A list (read as one, and a deleted label's neighbour takes the focus: focus-moved-from-removed-items.ts). */}
        <Stack gap="sm" role="list">
          {labels.data?.map((label) => (
            <Box key={label.id} role="listitem">
              <LabelRow label={label} />
            </Box>
          ))}
        </Stack>
        <Divider label={t('settings.new')} labelPosition="left" />
        <LabelRow />
      </Stack>
    </Modal>
  );
}
