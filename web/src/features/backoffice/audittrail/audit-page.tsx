// Audit trail (read-only): who did what, on which collection and when, newest first; filters by user,
// collection, action and date range live in the URL, so a filtered view can be shared.
import { useSearchAuditLogs } from '@api/endpoints/node-auditlogs/node-auditlogs';
import { useListUsuarios } from '@api/endpoints/node-usuarios/node-usuarios';
import { useListWebusers } from '@api/endpoints/node-webusers/node-webusers';
import { Paper } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/resource/export-button';
import { resourceDefinition } from '../../../lib/resources/resource-definition';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { QueryState } from '../shared/query-state';
import { ScreenHeader } from '../shared/screen-header';
import { useStaffName } from '../users/use-staff-name';
import { inDateRange, pageOf } from './audit-filter';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

const route = getRouteApi('/backoffice/audittrail');
const auditlogs = resourceDefinition('auditlogs');
// The list's columns, what happened in words (the screen's "Detalle") and where from.
const exportColumns = [...auditlogs.columns, 'details', 'ip'];

export function AuditPage() {
  const { t } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // The newest 200 entries matching the server-side filters; the date range narrows them here.
  const logs = useSearchAuditLogs({
    actorId: search.actor,
    collection: search.collection,
    action: search.action,
    sort: 'ts',
    order: 'desc',
    size: 200,
  });
  const staff = useListUsuarios();
  const staffName = useStaffName();
  const webUsers = useListWebusers();
  const names = new Map<string, string>([
    ...(staff.data ?? []).map((user): [string, string] => [user._id, staffName(user)]),
    ...(webUsers.data ?? []).map((user): [string, string] => [user._id, user.username]),
  ]);
  const filtered = inDateRange(logs.data?.items ?? [], search.from, search.to);
  const page = search.page ?? 1;
  const { items, totalPages } = pageOf(filtered, page);
  const actors = [
    {
      group: labels.value('admin', 'auditlogs'),
      items: (staff.data ?? []).map((u) => ({ value: u._id, label: staffName(u) })),
    },
    {
      group: labels.value('web', 'auditlogs'),
      items: (webUsers.data ?? []).map((u) => ({ value: u._id, label: u.username })),
    },
  ];

  return (
    <>
      <ScreenHeader title={t('audit.title')} description={t('audit.description')}>
        <ExportButton
          definition={auditlogs}
          // Plain records of the collection, as the generic export reads them (the generated type is an interface).
          source={{ records: filtered.map((entry) => ({ ...entry })) }}
          columns={exportColumns}
        />
      </ScreenHeader>
      <Paper withBorder radius="md" p="md">
        <AuditFilters
          search={search}
          actors={actors}
          onChange={(change) => void navigate({ search: (prev) => ({ ...prev, ...change, page: undefined }) })}
        />
        <QueryState
          result={logs}
          isEmpty={items.length === 0}
          emptyText={t('audit.empty')}
          total={filtered.length}
          query={JSON.stringify({ ...search, page: undefined })}
          paging={{
            page: Math.min(page, totalPages),
            totalPages,
            onPage: (next) => void navigate({ search: (prev) => ({ ...prev, page: next }) }),
          }}
        >
          <AuditTable entries={items} actorName={(id) => names.get(id) ?? t('audit.unknownActor')} />
        </QueryState>
      </Paper>
    </>
  );
}
