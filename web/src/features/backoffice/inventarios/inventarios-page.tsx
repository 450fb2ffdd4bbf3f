// Inventories (inventarios): the inventory lots on one side, found by name or code and status, a page at a time;
// the open lot's items and totals on the other.
import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PaneBody, TwoPane } from '../../../components/two-pane/two-pane';
import { ScreenHeader } from '../shared/screen-header';
import { LotsList } from './lots-list';
import { OpenLot } from './open-lot';

const route = getRouteApi('/backoffice/inventarios');

export function InventariosPage() {
  const { t } = useTranslation('backoffice');
  const search = route.useSearch();
  const navigate = route.useNavigate();

  return (
    <TwoPane
      header={<ScreenHeader title={t('inventarios.title')} description={t('inventarios.description')} />}
      hasSelection={search.lote !== undefined}
      onBack={() => void navigate({ search: (prev) => ({ ...prev, lote: undefined }) })}
      backLabel={t('common.back')}
      list={<LotsList />}
      detail={
        search.lote && (
          <PaneBody>
            <OpenLot key={search.lote} lotId={search.lote} />
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
