// Boards viewer (espacio/persona/tablero, persontablero layout): the published boards found with the
// tablero:view query, each with its documents' assets; every board shown is logged as user activity.
// As the product does with search errors, a refused or failed query shows the empty state, silently.

import { getSearchPublishedPostsQueryOptions } from '@api/endpoints/node-content/node-content';
import { Center, Pagination, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPresentationOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../components/list-status';
import { targetIdsOf } from '../../components/publication/asset-files';
import { usePublicationAssets } from '../../components/publication/use-publication-assets';
import { BoardCard } from './board-card';
import { type BoardsSearch, boardsQueryParams, boardsRequest } from './boards-query';
import { useBoardViewsLog } from './use-board-views-log';

interface BoardsPageProps {
  search: BoardsSearch;
  onPageChange: (page: number) => void;
}

function EmptyBoards() {
  const { t } = useTranslation('space');
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconPresentationOff size={30} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('boards.empty.title')}
        </Title>
        <Text c="dimmed">{t('boards.empty.message')}</Text>
      </Stack>
    </Paper>
  );
}

export function BoardsPage({ search, onPageChange }: BoardsPageProps) {
  const { t } = useTranslation('space');
  const query = useQuery({
    ...getSearchPublishedPostsQueryOptions(boardsQueryParams(search), { request: boardsRequest }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const boards = query.isError ? [] : (query.data?.items ?? []);
  const { groups, isPending: areAssetsPending } = usePublicationAssets(targetIdsOf(boards), boardsRequest);
  useBoardViewsLog(boards.map((board) => board._id));
  const totalPages = query.isError ? 0 : (query.data?.totalPages ?? 0);
  const isSettled = query.isError || (query.isSuccess && !query.isPlaceholderData);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('boards.title')}</Title>
        <Text c="dimmed" size="lg" mt={4}>
          {t('boards.description')}
        </Text>
      </div>
      <ListStatus
        message={
          isSettled
            ? boards.length > 0
              ? t('boards.count', { count: query.data?.total ?? boards.length })
              : t('boards.empty.title')
            : undefined
        }
        page={totalPages > 0 ? { number: search.page ?? 1, count: totalPages } : undefined}
      />
      {query.isPending ? (
        <Skeleton h={220} radius="lg" />
      ) : boards.length === 0 ? (
        <EmptyBoards />
      ) : (
        boards.map((board) => (
          <BoardCard
            key={board._id}
            board={board}
            assets={board.processcontext ? (groups.get(board.processcontext.targetId) ?? []) : []}
            areAssetsPending={areAssetsPending}
          />
        ))
      )}
      {totalPages > 1 && (
        <Center>
          <Pagination total={totalPages} value={search.page ?? 1} onChange={onPageChange} />
        </Center>
      )}
    </Stack>
  );
}
