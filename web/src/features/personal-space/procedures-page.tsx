// Requests and procedures (workflow/web/mistramites/inicio): the web user's own requests with their status,
// and a new request started from the procedures on offer. Needs the workflow module among the user's roles.
import { Alert, Button, Center, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle, IconLock, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../components/list-status';
import { holdsCondition } from '../../components/navigation/filter-navigation';
import { useSessionUser } from '../../lib/auth/use-session-user';
import { ownRequestsParams, ownRequestsQueryOptions } from '../../lib/workflows/workflow-queries';
import { NewRequestModal } from './new-request-modal';
import { ProcedureList } from './procedure-list';
import { type ProceduresSearch, proceduresPageSize } from './procedures-search';

interface ProceduresPageProps {
  search: ProceduresSearch;
  onPageChange: (page: number) => void;
}

export function ProceduresPage({ search, onPageChange }: ProceduresPageProps) {
  const { t } = useTranslation('space');
  const user = useSessionUser('web');
  const mayUse = holdsCondition('workflow', user?.moduleroles ?? []);
  const [isNewOpen, newRequest] = useDisclosure(false);
  const requests = useQuery({
    ...ownRequestsQueryOptions(user?._id ?? '', ownRequestsParams((search.page ?? 1) - 1, proceduresPageSize)),
    enabled: !!user && mayUse,
    placeholderData: keepPreviousData,
  });
  // Search errors give an empty list, silently (seed 000, section 8).
  const page = requests.isError ? undefined : requests.data;
  const isSettled = requests.isError || (requests.isSuccess && !requests.isPlaceholderData);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1}>{t('procedures.title')}</Title>
          <Text c="dimmed" size="lg" mt={4}>
            {t('procedures.description')}
          </Text>
        </div>
        {mayUse && (
          <Button leftSection={<IconPlus size={18} />} onClick={newRequest.open}>
            {t('procedures.new.open')}
          </Button>
        )}
      </Group>
      {mayUse && (
        <ListStatus
          message={
            isSettled
              ? page?.items.length
                ? t('procedures.count', { count: page.total })
                : t('procedures.empty.title')
              : undefined
          }
          page={page && { number: page.page + 1, count: page.totalPages }}
        />
      )}
      {!mayUse ? (
        <Alert color="orange" variant="light" icon={<IconLock />} title={t('procedures.noAccess.title')}>
          {t('procedures.noAccess.message')}
        </Alert>
      ) : requests.isPending ? (
        <Skeleton h={160} radius="lg" />
      ) : !page || page.items.length === 0 ? (
        <Alert variant="light" icon={<IconInfoCircle />} title={t('procedures.empty.title')}>
          {t('procedures.empty.message')}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('procedures.count', { count: page.total })}
          </Text>
          <ProcedureList requests={page.items} />
          {page.totalPages > 1 && (
            <Center>
              <Pagination total={page.totalPages} value={page.page + 1} onChange={onPageChange} />
            </Center>
          )}
        </>
      )}
      {mayUse && <NewRequestModal isOpen={isNewOpen} onClose={newRequest.close} />}
    </Stack>
  );
}
