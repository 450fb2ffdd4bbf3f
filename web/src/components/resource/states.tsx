// Loading, error and empty states of the resource screens (one look everywhere).
import { Center, Loader, Stack, Text } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../lib/is-not-found';
import { LoadFailed, type RetryableQuery } from '../load-failed/load-failed';
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

/** A failed read: a record that does not exist (404) says so, with nothing to retry; any other failure offers a retry. */
export function ErrorState({ query }: { query: RetryableQuery & { error: unknown } }) {
  const { t } = useTranslation('collections');
  if (isNotFound(query.error)) return <EmptyState message={t('ui.recordNotFound')} />;
  return <LoadFailed title={t('ui.loadFailed')} query={query} />;
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
