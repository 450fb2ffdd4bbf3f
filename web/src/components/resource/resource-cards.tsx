// The phone form of the data table: one card per record (its name, then the other columns as label: value),
// the whole card opening the record.
import type { ResourceRecord } from '@api/resources/resource-types';
import { Stack, UnstyledButton } from '@mantine/core';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useRecordNames } from '../../lib/resources/use-record-names';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { FieldCard } from '../field-card/field-card';
import { CompactValue } from './value-view';

interface ResourceCardsProps {
  definition: ResourceDefinition;
  records: readonly ResourceRecord[];
  /** Columns to show besides the name (default: the definition's). */
  columns?: readonly string[];
  onOpen?: (record: ResourceRecord) => void;
}

export function ResourceCards({ definition, records, columns = definition.columns, onOpen }: ResourceCardsProps) {
  const labels = useResourceLabels();
  const names = useRecordNames();
  const others = columns.filter((field) => !definition.nameFields.includes(field)).slice(0, 4);
  return (
    <Stack gap="xs">
      {records.map((record) => {
        const body = (
          <FieldCard
            key={record._id}
            title={names.name(definition, record) ?? labels.title(definition.name)}
            fields={others.map((field) => ({
              key: field,
              label: labels.field(definition.name, field),
              value: <CompactValue definition={definition} field={field} record={record} />,
            }))}
          />
        );
        return onOpen ? (
          <UnstyledButton key={record._id} onClick={() => onOpen(record)}>
            {body}
          </UnstyledButton>
        ) : (
          <div key={record._id}>{body}</div>
        );
      })}
    </Stack>
  );
}
