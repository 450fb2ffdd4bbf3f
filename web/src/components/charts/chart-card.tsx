// A dashboard widget: a titled card (a labelled region, so tests and screen readers find it by name) with
// optional controls beside the title. Loads the chart styles, so only screens with charts pay for them.
import '@mantine/charts/styles.css';
import { Card, Group, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './chart-card.module.css';

interface ChartCardProps {
  title: string;
  subtitle?: string;
  /** Range selectors, series toggles… drawn beside the title. */
  controls?: ReactNode;
  children: ReactNode;
}

export function ChartCard({ title, subtitle, controls, children }: ChartCardProps) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId} className={classes.card}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div className={classes.heading}>
          <Title order={2} size="h5" id={titleId}>
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </div>
        {controls}
      </Group>
      {children}
    </Card>
  );
}
