// Back-office dashboards: the cards of the modules the staff member holds, each opening its screen.
// Follows the ?layout= parameter, handy to preview the layouts.
import { useListDashboardCards } from '@api/endpoints/node-dashboards/node-dashboards';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth/use-session-user';
import { QueryState } from '../shared/query-state';
import { ScreenHeader } from '../shared/screen-header';
import { backofficeCards, cardPath } from './backoffice-cards';
import { DashboardCardTile } from './dashboard-card-tile';

export function DashboardsPage() {
  const { t } = useTranslation('dashboards');
  const user = useSessionUser('admin');
  const cards = useListDashboardCards();
  const shown = backofficeCards(cards.data ?? [], user?.moduleroles ?? []);
  return (
    <>
      <ScreenHeader title={t('title')} description={t('description')} />
      <QueryState result={cards} isEmpty={shown.length === 0} emptyText={t('empty')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {shown.map((card) => (
            <DashboardCardTile key={card._id} card={card} path={cardPath(card.route, user?.personId)} />
          ))}
        </SimpleGrid>
      </QueryState>
    </>
  );
}
