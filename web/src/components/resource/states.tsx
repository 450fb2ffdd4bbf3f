// Loading, error and empty states of the resource screens (one look everywhere).
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './resource.module.css';

export function LoadingState() {
  const { t } = useTranslation('collections');
  return (
    <Center className={classes.state} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('ui.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('collections');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('ui.loadFailed')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('ui.loadFailedHint')}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('ui.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <Center className={classes.state}>
      <Stack align="center" gap="xs">
        <IconDatabaseOff className={classes.stateIcon} aria-hidden />
        <Text c="dimmed">{message}</Text>
      </Stack>
    </Center>
  );
}
