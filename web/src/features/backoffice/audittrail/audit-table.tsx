// The audit entries: when, who, what they did, on which collection, and the plain-words details.
import type { AuditLog } from '@api/model';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnTable, type TableColumn } from '../../../components/column-table/column-table';
import { ReferenceName } from '../../../components/resource/reference-name';
import { RestoreChangeButton } from '../../../components/resource/restore-change-button';
import { CompactValue } from '../../../components/resource/value-view';
import { isCollectionName, resourceDefinition } from '../../../lib/resources/resource-definition';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { formatDateTime } from '../shared/format';

const actionColor = {
  login: 'blue',
  'login-failed': 'orange',
  logout: 'gray',
  create: 'teal',
  update: 'yellow',
  delete: 'red',
  view: 'indigo',
  download: 'cyan',
  search: 'grape',
} as const;

interface AuditTableProps {
  entries: readonly AuditLog[];
  actorName: (id: string) => string;
}

export function AuditTable({ entries, actorName }: AuditTableProps) {
  const { t, i18n } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const columns: TableColumn<AuditLog>[] = [
    {
      key: 'when',
      header: t('audit.when'),
      // One line: on a phone the date and time broke over three ("27 nov" / "2026," / "0:05").
      cell: (entry) => (
        <Text size="sm" component="time" dateTime={entry.ts} style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(entry.ts, i18n.language)}
        </Text>
      ),
    },
    {
      key: 'actor',
      header: t('audit.actor'),
      cell: (entry) => (
        <>
          <Text size="sm">{actorName(entry.actorId)}</Text>
          <Text size="xs" c="dimmed">
            {labels.value(entry.actorKind, 'auditlogs')}
            {entry.ip && ` · ${entry.ip}`}
          </Text>
        </>
      ),
    },
    {
      key: 'action',
      header: t('audit.action'),
      cell: (entry) => (
        <Badge variant="light" color={actionColor[entry.action]}>
          {labels.value(entry.action, 'auditlogs')}
        </Badge>
      ),
      cellProps: { miw: 150 },
      asideOnPhone: true,
    },
    {
      key: 'collection',
      header: t('audit.record'),
      // The collection's title (its key, which the API and the filters' URL use, on hover) over the record's name,
      // linked to its screen: an entry the server wrote for a change has no words of its own that name it.
      cell: (entry) =>
        entry.collection ? (
          <>
            <Text size="sm" title={entry.collection}>
              {labels.title(entry.collection)}
            </Text>
            {entry.entityId && isCollectionName(entry.collection) && (
              <Text size="xs">
                <ReferenceName collection={entry.collection} id={entry.entityId} linked />
              </Text>
            )}
          </>
        ) : null,
    },
    {
      key: 'details',
      header: t('audit.details'),
      // An update the server logged has no words of its own: the fields it changed, with their values before and
      // after, as a record's history writes them.
      cell: (entry) =>
        entry.details === undefined && entry.changedFields?.length ? (
          <Stack gap={4} align="flex-start">
            <Text size="sm" component="div">
              <CompactValue
                definition={resourceDefinition('auditlogs')}
                field="changedFields"
                record={entry as unknown as Record<string, unknown>}
              />
            </Text>
            {/* Undone from here as from the record's history: the same question, on the record as it is now. */}
            {entry.collection && entry.entityId && isCollectionName(entry.collection) && (
              <RestoreChangeButton
                owner={resourceDefinition(entry.collection)}
                recordId={entry.entityId}
                entry={{ ...entry }}
              />
            )}
          </Stack>
        ) : (
          <Text size="sm" lineClamp={2}>
            {entry.details}
          </Text>
        ),
    },
  ];
  return (
    <ColumnTable
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry._id}
      minWidth={760}
      striped
      verticalSpacing="xs"
    />
  );
}
