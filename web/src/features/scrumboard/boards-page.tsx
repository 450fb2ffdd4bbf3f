// The scrumboard's boards (/apps/scrumboard): one card per board (icon, title, description, members, last
// activity) and a "create board" card.
import { useScrumboardListBoards } from '@api/endpoints/scrumboard/scrumboard';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { BoardSummaryCard } from './board-summary-card';
import { CreateBoardCard } from './create-board-card';

export function ScrumboardBoardsPage() {
  const { t } = useTranslation('scrumboard');
  const boards = useScrumboardListBoards();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="lg">
          {t('boards.description')}
        </Text>
      </div>
      {boards.isError && <LoadFailed title={t('boards.loadFailed')} query={boards} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {boards.isPending
          ? [1, 2, 3].map((slot) => <Skeleton key={slot} h={180} radius="md" />)
          : (boards.data ?? []).map((board) => <BoardSummaryCard key={board.id} board={board} />)}
        <CreateBoardCard />
      </SimpleGrid>
    </Stack>
  );
}
