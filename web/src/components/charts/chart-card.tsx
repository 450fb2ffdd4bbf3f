// A dashboard widget: a titled card (a labelled region, so tests and screen readers find it by name) with
// optional controls beside the title, the name of the chart inside it, and the chart's data as a table for screen
// readers (chart-table.ts). Loads the chart styles, so only screens
// with charts pay for them.
import '@mantine/charts/styles.css';
import { Card, Group, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './chart-card.module.css';
import { ChartDataTable } from './chart-data-table';
import type { ChartTable } from './chart-table';

/**
 * Names a chart by its card's title. Recharts draws a chart as an application (a keyboard stop whose arrow keys move
 * its tooltip) with no name; its only naming prop is an SVG title, which the browser would also show as a tooltip on
 * hover. It passes aria attributes through to its svg, given in the chart's own props (a Mantine chart's
 * areaChartProps, pieChartProps…), though its types do not declare them: the role, Recharts' own for a chart with
 * its accessibility layer, is a declared prop, which lets the type checker take the object.
 */
export interface ChartName {
  role: 'application';
  'aria-labelledby': string;
}

interface CardProps {
  title: string;
  subtitle?: string;
  /** Range selectors, series toggles… drawn beside the title. */
  controls?: ReactNode;
}

/** A card that holds a chart names it, and must give its data as a table: read by screen readers in its place. */
type ChartCardProps = CardProps &
  ({ children: ReactNode; table?: undefined } | { children: (chartName: ChartName) => ReactNode; table: ChartTable });

export function ChartCard({ title, subtitle, controls, children, table }: ChartCardProps) {
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
      {typeof children === 'function' ? children({ role: 'application', 'aria-labelledby': titleId }) : children}
      {table && <ChartDataTable title={title} table={table} />}
    </Card>
  );
}
