// Loading, error and empty states of a query in one place, so every screen says them the same way.
import { Alert, Center, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './error-message';

interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  isEmpty?: boolean;
  emptyText?: string;
  children: ReactNode;
}

export function QueryState({ isPending, error, isEmpty = false, emptyText, children }: QueryStateProps) {
  const { t } = useTranslation('backoffice');
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('common.loadError')}>
        {errorMessage(error, t('common.unknownError'))}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (isEmpty) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText ?? t('common.empty')}
      </Text>
    );
  }
  return children;
}
