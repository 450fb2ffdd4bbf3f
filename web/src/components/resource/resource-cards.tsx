// The phone form of the data table: one card per record (its name, then the other columns as label: value),
// the whole card opening the record.
import type { ResourceRecord } from '@api/resources/resource-types';
import { Card, Stack, Text, UnstyledButton } from '@mantine/core';
import { Fragment } from 'react';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useRecordNames } from '../../lib/resources/use-record-names';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import classes from './resource.module.css';
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
          <Card key={record._id} withBorder padding="sm" className={classes.card}>
            <Text fw={600}>{names.name(definition, record) ?? labels.title(definition.name)}</Text>
            {/* Labels in one column and values in another, so the values line up down the card. */}
            <div className={classes.cardFields}>
              {others.map((field) => (
                <Fragment key={field}>
                  <Text size="sm" c="dimmed">
                    {labels.field(definition.name, field)}:
                  </Text>
                  <div className={classes.cardValue}>
                    <CompactValue definition={definition} field={field} record={record} />
                  </div>
                </Fragment>
              ))}
            </div>
          </Card>
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
