// What a list does with the records ticked on its page: a field of a few values set on all of them ("Estado:
// Hecha"), a reference set to a record picked by name ("Asignada a: Lola Saiz"), all of them deleted after a
// question, or exported. Each record is written on the version the list
// showed; those refused (someone changed one since, a rule of the server) stay ticked and are named with the reason.
import type { ResourceRecord } from '@api/resources/resource-types';
import { Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { versionOf } from '../../lib/if-match';
import { type BulkField, type BulkOutcome, bulkFields, runBulk } from '../../lib/resources/bulk-actions';
import { referencedRecordQuery } from '../../lib/resources/referenced-records';
import {
  type CollectionName,
  type ResourceDefinition,
  resourceDefinition,
} from '../../lib/resources/resource-definition';
import { serverProblem } from '../../lib/resources/server-error';
import { useRecordNames } from '../../lib/resources/use-record-names';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { useResourceWrites } from '../../lib/resources/use-resource-writes';
import { valueText, valueWords } from '../../lib/resources/value-text';
import { DeleteWithQuestion } from '../confirm-modal/delete-with-question';
import { BulkReferenceModal } from './bulk-reference-modal';
import { ExportButton } from './export-button';

interface BulkActionsBarProps {
  definition: ResourceDefinition;
  /** The ticked records of the page shown. */
  records: readonly ResourceRecord[];
  /** The list's columns shown: the ticked records' export has them. */
  columns: readonly string[];
  /** The records still to tick after a write: those it could not change. */
  onSelectionChange: (ids: ReadonlySet<string>) => void;
}

/** Thrown by a bulk write some of whose records were refused: its message names them and why. */
class BulkRefusal extends Error {}

export function BulkActionsBar({ definition, records, columns, onSelectionChange }: BulkActionsBarProps) {
  const labels = useResourceLabels();
  const words = valueWords(labels);
  const names = useRecordNames();
  const queryClient = useQueryClient();
  const { update, remove } = useResourceWrites(definition);
  const [isWriting, setWriting] = useState(false);
  const [picking, setPicking] = useState<{ field: string; reference: CollectionName }>();
  const fields = bulkFields(definition);
  const referenceOf = (field: string) => {
    const bulk = fields.find((candidate) => candidate.field === field);
    return bulk && 'reference' in bulk ? bulk.reference : undefined;
  };
  /** A value as the notice says it: a record picked by its name (the picker has it in the cache). */
  const wordOf = (field: string, value: string | boolean | null) => {
    if (value === null) return labels.text('ui.bulk.noValue');
    const reference = referenceOf(field);
    if (reference && typeof value === 'string') {
      const target = resourceDefinition(reference);
      const query = referencedRecordQuery(queryClient, target, value);
      return names.label(target, queryClient.getQueryData(query.queryKey));
    }
    return valueText(
      { definition, field, schema: definition.entity.properties?.[field] ?? {}, record: {} },
      value,
      words,
    );
  };
  /** A field's entries in the "Cambiar" menu: each of its values, or the picker of a record; "Sin valor" if optional. */
  const fieldItems = (bulk: BulkField) => [
    'reference' in bulk ? (
      // Each reference's entry reads "Elegir…" under its field's name; a screen reader hears them together.
      <Menu.Item
        key="pick"
        aria-label={labels.text('ui.bulk.pickField', { field: labels.field(definition.name, bulk.field) })}
        onClick={() => setPicking({ field: bulk.field, reference: bulk.reference })}
      >
        {labels.text('ui.bulk.pick')}
      </Menu.Item>
    ) : (
      bulk.values.map((value) => (
        <Menu.Item key={String(value)} onClick={() => void setField(bulk.field, value)}>
          {wordOf(bulk.field, value)}
        </Menu.Item>
      ))
    ),
    bulk.clearable && (
      <Menu.Item
        key="clear"
        aria-label={labels.text('ui.bulk.clearField', { field: labels.field(definition.name, bulk.field) })}
        onClick={() => void setField(bulk.field, null)}
      >
        {labels.text('ui.bulk.noValue')}
      </Menu.Item>
    ),
  ];
  const count = records.length;

  /** Keeps the refused records ticked and says what happened; a refusal is thrown for the caller to show. */
  const settle = (outcome: BulkOutcome, doneMessage: string) => {
    onSelectionChange(new Set(outcome.failed.map(({ record }) => record._id)));
    if (outcome.done.length > 0) notifications.show({ color: 'teal', message: doneMessage });
    if (outcome.failed.length === 0) return;
    const reasons = outcome.failed.map(
      ({ record, error }) =>
        `«${names.label(definition, record)}»: ${labels.serverMessage(serverProblem(error).message)}`,
    );
    throw new BulkRefusal(
      `${labels.text('ui.bulk.refused', { count: outcome.failed.length, total: count })} ${reasons.join(' · ')}`,
    );
  };

  /** Sets `field` on every ticked record; null empties it (the contract removes an optional field sent so). */
  const setField = async (field: string, value: string | boolean | null) => {
    setWriting(true);
    try {
      const outcome = await runBulk(records, (record) =>
        update.mutateAsync({ id: record._id, data: { [field]: value }, version: versionOf(record) }),
      );
      const shown = wordOf(field, value);
      settle(
        outcome,
        labels.text('ui.bulk.changed', {
          count: outcome.done.length,
          field: labels.field(definition.name, field),
          value: shown,
        }),
      );
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setWriting(false);
    }
  };

  const deleteAll = async () => {
    const outcome = await runBulk(records, (record) =>
      remove.mutateAsync({ id: record._id, version: versionOf(record) }),
    );
    settle(outcome, labels.text('ui.bulk.deleted', { count: outcome.done.length }));
  };

  return (
    // Gone once nothing is ticked: the focus goes on to the list's "tick all" that follows.
    <Group gap="xs" role="group" aria-label={labels.text('ui.bulk.label')} data-focus-hands-on>
      <Text size="sm" fw={600}>
        {labels.text('ui.bulk.selected', { count })}
      </Text>
      {fields.length > 0 && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              loading={isWriting}
            >
              {labels.text('ui.bulk.change')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {fields.map((bulk) => (
              <div key={bulk.field}>
                <Menu.Label>{labels.field(definition.name, bulk.field)}</Menu.Label>
                {fieldItems(bulk)}
              </div>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {definition.operations.remove && (
        <DeleteWithQuestion
          label={labels.text('ui.delete')}
          variant="light"
          question={{
            title: labels.text('ui.bulk.deleteTitle', { count }),
            message: labels.text('ui.bulk.deleteConfirm', { count }),
            confirmLabel: labels.text('ui.delete'),
            cancelLabel: labels.text('ui.cancel'),
          }}
          onDelete={deleteAll}
          failure={(error) => (error instanceof Error ? error.message : String(error))}
        />
      )}
      <ExportButton definition={definition} source={{ records }} columns={columns} />
      <Button variant="subtle" onClick={() => onSelectionChange(new Set())}>
        {labels.text('ui.bulk.clear')}
      </Button>
      <BulkReferenceModal
        target={picking}
        collection={definition.name}
        count={count}
        onApply={(field, id) => void setField(field, id)}
        onClose={() => setPicking(undefined)}
      />
    </Group>
  );
}
