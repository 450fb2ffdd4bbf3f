// "Exportar": a list as a CSV file, in the columns shown: every record a generic list's search finds (not only the
// page shown; the audit trail's too, its filters written as a list's), or the records ticked in a list.
import type { ResourceRecord } from '@api/resources/resource-types';
import { ActionIcon, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { downloadFile } from '../../lib/download-file';
import { refusalText } from '../../lib/refusal-text';
import { csvText, EXPORT_LIMIT, exportTable, fetchListRecords } from '../../lib/resources/list-export';
import type { ListSearch } from '../../lib/resources/list-search';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useRecordNames } from '../../lib/resources/use-record-names';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { valueWords } from '../../lib/resources/value-text';

interface ExportButtonProps {
  definition: ResourceDefinition;
  /** A list's search, whose every page is fetched, or the records a screen already holds. */
  source: { search: ListSearch } | { records: readonly ResourceRecord[] };
  columns: readonly string[];
  /** Its icon alone (a phone, where three labelled buttons took two lines). */
  compact?: boolean;
}

export function ExportButton({ definition, source, columns, compact = false }: ExportButtonProps) {
  const labels = useResourceLabels();
  const names = useRecordNames();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { records, truncated } =
        'search' in source
          ? await fetchListRecords(queryClient, definition, source.search)
          : { records: source.records, truncated: false };
      const rows = await exportTable(
        queryClient,
        definition,
        records,
        columns.map((field) => ({ field, title: labels.field(definition.name, field) })),
        { ...valueWords(labels), linkedRecord: labels.text('ui.linkedRecord'), recordName: names.label },
      );
      downloadFile(
        await csvText(rows, labels.language),
        `${labels.title(definition.name)} ${dayjs().format('YYYY-MM-DD')}.csv`,
      );
      notifications.show({
        color: truncated ? 'orange' : 'teal',
        message: truncated
          ? labels.text('ui.exportTruncated', { count: EXPORT_LIMIT })
          : labels.text('ui.exported', { count: records.length }),
      });
    } catch (error) {
      notifications.show({ color: 'red', title: labels.text('ui.exportFailed'), message: refusalText(error) });
    } finally {
      setBusy(false);
    }
  };
  return compact ? (
    <ActionIcon
      variant="default"
      size="input-sm"
      aria-label={labels.text('ui.export')}
      loading={busy}
      onClick={() => void run()}
    >
      <IconDownload size={18} />
    </ActionIcon>
  ) : (
    <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void run()}>
      {labels.text('ui.export')}
    </Button>
  );
}
