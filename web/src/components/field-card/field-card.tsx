// One record as a phone shows it: its title, then its fields as label and value, the values lined up down the card,
// and its figures side by side under their labels. The generic lists' cards and the staff tables' phone form
// (ColumnTable) are both made of it.
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
  /** Short values read side by side (an item's quantity and value, a factor's counts), as a panel's figures. */
  figures?: readonly CardField[];
  /** The record open beside the list (a file in its drawer). */
  selected?: boolean | undefined;
}

export function FieldCard({ title, aside, fields, figures = [], selected }: FieldCardProps) {
  return (
    <Card withBorder padding="sm" className={classes.card} data-selected={selected || undefined}>
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
      {figures.length > 0 && (
        <div className={classes.figures}>
          {figures.map(({ key, label, value }) => (
            <div key={key}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <div className={classes.value}>{value}</div>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
