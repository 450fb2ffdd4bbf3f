// Audit trail: who did what, on which collection and when, newest first; filters by user,
// collection, action and date range live in the URL, so a filtered view can be shared. The server filters and pages
// them all: an entry of last year is a date range away, however many came after it. The entries never change; a
// change of a record is undone from its line, as from the record's history.
import { useSearchAuditLogs } from '@api/endpoints/node-auditlogs/node-auditlogs';
import { useListUsuarios } from '@api/endpoints/node-usuarios/node-usuarios';
import { useListWebusers } from '@api/endpoints/node-webusers/node-webusers';
import { Paper } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/resource/export-button';
import { dayBounds } from '../../../lib/day-bounds';
import { resourceDefinition } from '../../../lib/resources/resource-definition';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { QueryState } from '../shared/query-state';
import { ScreenHeader } from '../shared/screen-header';
import { useStaffName } from '../users/use-staff-name';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

const route = getRouteApi('/backoffice/audittrail');
const auditlogs = resourceDefinition('auditlogs');
// The list's columns, what happened in words (the screen's "Detalle") and where from.
const exportColumns = [...auditlogs.columns, 'details', 'ip'];
const auditPageSize = 20;

/** The filters set, as a list's search holds them (the export reads that). */
const definedValues = (values: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));

export function AuditPage() {
  const { t } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const period = dayBounds(search.from, search.to);
  const filters = {
    actorId: search.actor,
    collection: search.collection,
    action: search.action,
    tsFrom: period.from,
    tsTo: period.to,
  };
  const logs = useSearchAuditLogs({ ...filters, sort: 'ts', order: 'desc', page: page - 1, size: auditPageSize });
  const staff = useListUsuarios();
  const staffName = useStaffName();
  const webUsers = useListWebusers();
  const names = new Map<string, string>([
    ...(staff.data ?? []).map((user): [string, string] => [user._id, staffName(user)]),
    ...(webUsers.data ?? []).map((user): [string, string] => [user._id, user.username]),
  ]);
  const items = logs.data?.items ?? [];
  const totalPages = Math.max(1, logs.data?.totalPages ?? 1);
  // A page past the end (entries gone from a filter, an old link) shows the last one.
  const isPastEnd = logs.data !== undefined && logs.data.total > 0 && page > totalPages;
  useEffect(() => {
    if (isPastEnd) void navigate({ search: (prev) => ({ ...prev, page: totalPages }), replace: true });
  }, [isPastEnd, navigate, totalPages]);
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
          // Every entry the filters find, page after page, as a generic list's export fetches them.
          source={{
            search: { page: 1, size: auditPageSize, sort: 'ts', order: 'desc', filters: definedValues(filters) },
          }}
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
          total={logs.data?.total}
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
