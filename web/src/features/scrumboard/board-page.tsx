// A scrumboard board (/apps/scrumboard/$boardUri): its lists and cards with drag and drop; ?card= opens
// the card dialog, so a card can be linked to.
import { useScrumboardGetBoard } from '@api/endpoints/scrumboard/scrumboard';
import { Alert, Anchor, Breadcrumbs, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LocalizedDates } from '../../components/dates/localized-dates';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { useRecordTitle } from '../../components/shell/record-title';
import { hasFailedToLoad } from '../../lib/is-not-found';
import { BoardCanvas } from './board-canvas';
import { listOfCard } from './board-lists';
import { BoardSettingsButton } from './board-settings';
import { CardDialog } from './card-dialog';
import { useBoardWrites } from './use-board-writes';

const route = getRouteApi('/backoffice/apps/scrumboard/$boardUri');

export function ScrumboardBoardPage() {
  const { t } = useTranslation('scrumboard');
  const { boardUri } = route.useParams();
  const { card: cardId } = route.useSearch();
  const navigate = route.useNavigate();
  const query = useScrumboardGetBoard({ id: boardUri });
  const writes = useBoardWrites(boardUri);
  const board = query.data;
  useRecordTitle(board?.title, query.isPending);
  const card =
    board && cardId ? listOfCard(board.lists, cardId)?.cards.find((entry) => entry.id === cardId) : undefined;
  const openCard = (id: string | undefined) => void navigate({ search: (search) => ({ ...search, card: id }) });

  return (
    <LocalizedDates>
      <Stack gap="lg">
        <Stack gap={4}>
          <Breadcrumbs>
            <Anchor component={Link} to="/apps/scrumboard" size="sm">
              {t('board.back')}
            </Anchor>
            <Text size="sm">{board?.title ?? '…'}</Text>
          </Breadcrumbs>
          <Group justify="space-between">
            <Title order={1}>{board?.title ?? t('title')}</Title>
            {board && <BoardSettingsButton board={board} />}
          </Group>
          {board?.description && <Text c="dimmed">{board.description}</Text>}
        </Stack>
        {query.isPending ? (
          <Skeleton h={320} radius="md" />
        ) : hasFailedToLoad(query) ? (
          <LoadFailed title={t('board.loadFailed')} query={query} />
        ) : !board ? (
          <Alert color="red">{t('board.notFound')}</Alert>
        ) : (
          <BoardCanvas board={board} writes={writes} onOpenCard={openCard} />
        )}
        {board && card && (
          <CardDialog key={card.id} board={board} card={card} writes={writes} onClose={() => openCard(undefined)} />
        )}
      </Stack>
    </LocalizedDates>
  );
}
