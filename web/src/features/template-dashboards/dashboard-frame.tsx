// Frame of a template dashboard: the title and subtitle, then the widgets once the data is there (skeletons
// while it loads, the failure and a retry if the server refuses).
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed/load-failed';

interface DashboardFrameProps<T> {
  title: string;
  subtitle: string;
  query: UseQueryResult<T, unknown>;
  children: (data: T) => ReactNode;
}

export function DashboardFrame<T>({ title, subtitle, query, children }: DashboardFrameProps<T>) {
  const { t } = useTranslation('templateDashboards');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{subtitle}</Text>
      </div>
      {query.isPending && (
        <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={280} />
          <Skeleton h={280} />
        </SimpleGrid>
      )}
      {query.isError && <LoadFailed title={t('error.title')} query={query} />}
      {query.isSuccess && children(query.data)}
    </Stack>
  );
}
