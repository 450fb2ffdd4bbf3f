// /archiveimport: import a CSV or JSON file into a chosen collection (its CSV template downloadable: the columns its
// create form's fields make, a nested object's dotted). Rows are previewed and checked against
// the collection's create schema from the contract before anything is sent; valid rows are created one by
// one through the collection's generated create mutation, and the result counts what was saved and refused.
import { Alert, Badge, Button, FileButton, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table';
import { downloadFile } from '../../../lib/download-file';
import { bodySchemaQuery } from '../../../lib/resources/body-schema';
import { collectionOptions } from '../../../lib/resources/collection-options';
import { collectionFormFields } from '../../../lib/resources/form-fields';
import {
  collectionNames,
  type ResourceDefinition,
  resourceDefinition,
} from '../../../lib/resources/resource-definition';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import {
  type CheckedRow,
  checkRows,
  csvTemplate,
  parseImport,
  spreadsheetReadings,
  templateColumns,
} from './import-rows';

/** The chosen collection's CSV template: the header row of its create form's fields that a cell holds. */
function downloadTemplate(definition: ResourceDefinition): void {
  downloadFile(
    csvTemplate(templateColumns(collectionFormFields(definition, 'create'))),
    `${definition.name}-plantilla.csv`,
  );
}

const importable = collectionNames.filter((name) => resourceDefinition(name).operations.create !== undefined);
const previewRows = 10;

interface ImportResult {
  saved: number;
  refused: { index: number; message: string }[];
}

export function ArchiveImportPage() {
  const { t } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const queryClient = useQueryClient();
  const [collection, setCollection] = useState<(typeof importable)[number] | null>(null);
  const [fileName, setFileName] = useState<string>();
  const [rows, setRows] = useState<CheckedRow[]>([]);
  const [readError, setReadError] = useState<string>();
  const definition = collection ? resourceDefinition(collection) : undefined;

  const run = useMutation({
    mutationFn: async (valid: readonly CheckedRow[]): Promise<ImportResult> => {
      const create = definition?.operations.create?.();
      const result: ImportResult = { saved: 0, refused: [] };
      if (!create?.mutationFn) return result;
      for (const { index, row } of valid) {
        try {
          await create.mutationFn({ data: row }, undefined as never);
          result.saved += 1;
        } catch (error) {
          result.refused.push({ index, message: error instanceof Error ? error.message : String(error) });
        }
      }
      if (definition) void queryClient.invalidateQueries({ queryKey: definition.operations.searchKey() });
      return result;
    },
  });

  // At hand already, as a rule: choosing the collection started its loading.
  const loadSchema = (chosen: ResourceDefinition) => queryClient.fetchQuery(bodySchemaQuery(chosen, 'create'));

  const read = async (file: File | null) => {
    run.reset();
    setReadError(undefined);
    setRows([]);
    if (!file || !definition) return;
    setFileName(file.name);
    let schema: Awaited<ReturnType<typeof loadSchema>>;
    try {
      schema = await loadSchema(definition);
    } catch {
      setReadError(labels.text('ui.loadFailed'));
      return;
    }
    if (!schema) return;
    try {
      setRows(
        checkRows(
          parseImport(file.name, await file.text(), spreadsheetReadings(collectionFormFields(definition, 'create'))),
          schema,
        ),
      );
    } catch {
      setReadError(t('archiveImport.unreadable'));
    }
  };

  const valid = rows.filter((row) => row.errors.length === 0);
  const columns = [...new Set(rows.slice(0, previewRows).flatMap((row) => Object.keys(row.row)))].slice(0, 6);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('archiveImport.title')}</Title>
        <Text c="dimmed">{t('archiveImport.description')}</Text>
      </div>
      <Group align="end">
        <Select
          label={t('archiveImport.collection')}
          placeholder={t('archiveImport.choose')}
          data={collectionOptions(labels, importable)}
          value={collection}
          onChange={(value) => {
            const chosen = importable.find((name) => name === value) ?? null;
            setCollection(chosen);
            if (chosen) void queryClient.prefetchQuery(bodySchemaQuery(resourceDefinition(chosen), 'create'));
            setRows([]);
            run.reset();
          }}
          searchable
          w={320}
        />
        <FileButton onChange={(file) => void read(file)} accept=".csv,.json,text/csv,application/json">
          {(props) => (
            <Button variant="light" disabled={!definition} {...props}>
              {t('archiveImport.pickFile')}
            </Button>
          )}
        </FileButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!definition}
          onClick={() => definition && downloadTemplate(definition)}
        >
          {t('archiveImport.template')}
        </Button>
      </Group>
      {definition && (
        <Text size="sm" c="dimmed">
          {t('archiveImport.templateHint')}
        </Text>
      )}
      {readError && <Alert color="red">{readError}</Alert>}
      {rows.length > 0 && (
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={600}>{fileName}</Text>
            <Badge color="green">{t('archiveImport.validRows', { count: valid.length })}</Badge>
            <Badge color="red">{t('archiveImport.invalidRows', { count: rows.length - valid.length })}</Badge>
          </Group>
          <ScrollTable minWidth={600}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('archiveImport.row')}</Table.Th>
                  {columns.map((column) => (
                    <Table.Th key={column}>{collection ? labels.field(collection, column) : column}</Table.Th>
                  ))}
                  <Table.Th>{t('archiveImport.problems')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.slice(0, previewRows).map(({ index, row, errors }) => (
                  <Table.Tr key={index}>
                    <Table.Td>{index + 1}</Table.Td>
                    {columns.map((column) => (
                      <Table.Td key={column}>{row[column] === undefined ? '' : String(row[column])}</Table.Td>
                    ))}
                    <Table.Td c={errors.length ? 'red' : undefined}>
                      {errors.join('; ') || t('archiveImport.ok')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          {rows.length > previewRows && (
            <Text size="sm" c="dimmed">
              {t('archiveImport.more', { count: rows.length - previewRows })}
            </Text>
          )}
          <Group>
            <Button onClick={() => run.mutate(valid)} loading={run.isPending} disabled={valid.length === 0}>
              {t('archiveImport.import', { count: valid.length })}
            </Button>
          </Group>
        </Stack>
      )}
      {run.data && (
        <Alert color={run.data.refused.length ? 'yellow' : 'green'} title={t('archiveImport.done')}>
          <Text>{t('archiveImport.result', { saved: run.data.saved, total: rows.length })}</Text>
          {run.data.refused.map(({ index, message }) => (
            <Text key={index} size="sm">
              {t('archiveImport.refused', { row: index + 1, message })}
            </Text>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
