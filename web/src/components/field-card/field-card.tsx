// One record as a phone shows it: its title, then its fields as label and value, the values lined up down the card.
// The generic lists' cards and the staff tables' phone form (ColumnTable) are both made of it.
import { Card, Group, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import classes from './field-card.module.css';

export interface CardField {
  key: string;
  label: string;
  value: ReactNode;
}

interface FieldCardProps {
  title: ReactNode;
  /** Beside the title, at the card's end: a status, an action's badge. */
  aside?: ReactNode;
  fields: readonly CardField[];
}

export function FieldCard({ title, aside, fields }: FieldCardProps) {
  return (
    <Card withBorder padding="sm" className={classes.card}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text fw={600} component="div" className={classes.title}>
          {title}
        </Text>
        {aside !== undefined && <div className={classes.aside}>{aside}</div>}
      </Group>
      <div className={classes.fields}>
        {fields.map(({ key, label, value }) => (
          <Fragment key={key}>
            <Text size="sm" c="dimmed">
              {label}:
            </Text>
            <div className={classes.value}>{value}</div>
          </Fragment>
        ))}
      </div>
    </Card>
  );
}
