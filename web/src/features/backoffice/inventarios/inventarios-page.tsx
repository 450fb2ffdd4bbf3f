// Inventories (inventarios): the inventory lots on one side, the open lot's items and totals on the other.
import { useSearchInventoryLots } from '@api/endpoints/node-ialotes/node-ialotes';
import { Badge, NavLink, Text } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PaneBody, TwoPane } from '../../../components/two-pane/two-pane';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { QueryState } from '../shared/query-state';
import { ScreenHeader } from '../shared/screen-header';
import { LotPanel } from './lot-panel';

const route = getRouteApi('/backoffice/inventarios');
const statusColor = { open: 'blue', 'in-progress': 'violet', closed: 'gray' } as const;

export function InventariosPage() {
  const { t } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const lots = useSearchInventoryLots({ size: 200, sort: 'code', order: 'desc' });
  const all = lots.data?.items ?? [];
  const open = all.find((lot) => lot._id === search.lote);

  return (
    <TwoPane
      header={<ScreenHeader title={t('inventarios.title')} description={t('inventarios.description')} />}
      hasSelection={open !== undefined}
      onBack={() => void navigate({ search: {} })}
      backLabel={t('common.back')}
      list={
        <PaneBody>
          <QueryState result={lots} isEmpty={all.length === 0}>
            {all.map((lot) => (
              <NavLink
                key={lot._id}
                label={lot.name}
                description={lot.code}
                active={lot._id === search.lote}
                rightSection={
                  <Badge size="xs" variant="light" color={statusColor[lot.status]}>
                    {labels.value(lot.status, 'ialotes')}
                  </Badge>
                }
                renderRoot={(props) => <Link to="/inventarios" search={{ lote: lot._id }} {...props} />}
              />
            ))}
          </QueryState>
        </PaneBody>
      }
      detail={
        open && (
          <PaneBody>
            <LotPanel lot={open} />
          </PaneBody>
        )
      }
      empty={
        <Text c="dimmed" ta="center" py="xl">
          {t('inventarios.pick')}
        </Text>
      }
    />
  );
}
