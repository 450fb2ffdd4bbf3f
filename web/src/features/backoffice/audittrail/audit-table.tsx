// The audit entries: when, who, what they did, on which collection, and the plain-words details.
import type { AuditLog } from '@api/model';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { formatDateTime } from '../shared/format';

const actionColor = {
  login: 'blue',
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
  return (
    <ScrollTable minWidth={760}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.when')}</Table.Th>
            <Table.Th>{t('audit.actor')}</Table.Th>
            <Table.Th>{t('audit.action')}</Table.Th>
            <Table.Th>{t('audit.collection')}</Table.Th>
            <Table.Th>{t('audit.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry._id}>
              {/* One line: on a phone the date and time broke over three ("27 nov" / "2026," / "0:05"). */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" component="time" dateTime={entry.ts}>
                  {formatDateTime(entry.ts, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{actorName(entry.actorId)}</Text>
                <Text size="xs" c="dimmed">
                  {labels.value(entry.actorKind, 'auditlogs')}
                  {entry.ip && ` · ${entry.ip}`}
                </Text>
              </Table.Td>
              <Table.Td miw={150}>
                <Badge variant="light" color={actionColor[entry.action]}>
                  {labels.value(entry.action, 'auditlogs')}
                </Badge>
              </Table.Td>
              <Table.Td>
                {/* The collection's title; its key, which the API and the filters' URL use, on hover. */}
                <Text size="sm" title={entry.collection}>
                  {entry.collection ? labels.title(entry.collection) : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {entry.details}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
