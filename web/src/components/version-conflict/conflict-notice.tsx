// Said beside the save button when a colleague saved the record meanwhile and changed fields the person changed
// too: which ones, and the two ways on. It takes the focus, where the person just pressed "save".
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ConflictNoticeProps {
  /** The fields both changed, by their labels. */
  fields: readonly string[];
  isSaving: boolean;
  onKeepMine: () => void;
  onTakeSaved: () => void;
}

export function ConflictNotice({ fields, isSaving, onKeepMine, onTakeSaved }: ConflictNoticeProps) {
  const { t } = useTranslation('common');
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <Alert ref={notice} tabIndex={-1} color="orange" variant="light" role="alert" title={t('conflict.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('conflict.message', { fields: fields.map((field) => `«${field}»`).join(', ') })}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={onKeepMine} loading={isSaving}>
            {t('conflict.keepMine')}
          </Button>
          <Button size="xs" variant="default" onClick={onTakeSaved}>
            {t('conflict.takeSaved')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
