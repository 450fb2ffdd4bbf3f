// The inventory lots pane: search, status filter, the lots newest code first, paging.
import { useSearchInventoryLots } from '@api/endpoints/node-ialotes/node-ialotes';
import { InventoryLotStatus } from '@api/model';
import { Badge, NavLink } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { SearchedPaneList } from '../shared/searched-pane-list';

const route = getRouteApi('/backoffice/inventarios');
const statusColor = { open: 'blue', 'in-progress': 'violet', closed: 'gray' } as const;
const statuses = Object.values(InventoryLotStatus);

export function LotsList() {
  const { t } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const lots = useSearchInventoryLots({
    q: search.q,
    status: search.status,
    page: page - 1,
    size: 15,
    sort: 'code',
    order: 'desc',
  });
  return (
    <SearchedPaneList
      searchLabel={t('inventarios.search')}
      q={search.q}
      onSearch={(q) => void navigate({ search: (prev) => ({ ...prev, q, page: undefined }), replace: true })}
      choice={{
        label: labels.field('ialotes', 'status'),
        placeholder: t('inventarios.allStatuses'),
        options: statuses.map((value) => ({ value, label: labels.value(value, 'ialotes') })),
        value: search.status,
        onChange: (value) =>
          void navigate({
            search: (prev) => ({ ...prev, status: statuses.find((status) => status === value), page: undefined }),
          }),
      }}
      isNarrowed={Boolean(search.q || search.status)}
      query={JSON.stringify([search.q, search.status])}
      result={lots}
      page={page}
      onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
    >
      {(lot) => (
        <NavLink
          label={lot.name}
          description={lot.code}
          active={lot._id === search.lote}
          rightSection={
            <Badge size="xs" variant="light" color={statusColor[lot.status]}>
              {labels.value(lot.status, 'ialotes')}
            </Badge>
          }
          renderRoot={(props) => <Link to="/inventarios" search={(prev) => ({ ...prev, lote: lot._id })} {...props} />}
        />
      )}
    </SearchedPaneList>
  );
}
