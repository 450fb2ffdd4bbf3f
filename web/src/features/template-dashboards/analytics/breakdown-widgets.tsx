// Who the visitors are: new or returning, gender, age and language, each a donut over its unique visitors.
import type { AnalyticsBreakdown } from '@api/model';
import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { sliceData } from '../../../components/charts/chart-data';
import { useChartTables } from '../../../components/charts/use-chart-tables';
import { useFormatters } from '../../../components/charts/use-formatters';

type BreakdownName = 'newVsReturning' | 'gender' | 'age' | 'language';

export function BreakdownWidgets({ breakdowns }: { breakdowns: Record<BreakdownName, AnalyticsBreakdown> }) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const tables = useChartTables();
  const names: BreakdownName[] = ['newVsReturning', 'gender', 'age', 'language'];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      {names.map((name) => {
        const breakdown = breakdowns[name];
        const slices = sliceData(breakdown.labels, breakdown.series);
        return (
          <ChartCard
            key={name}
            title={t(`analytics.breakdown.${name}`)}
            table={tables.slices(slices, format.percent)}
            subtitle={t('analytics.breakdown.unique', {
              count: breakdown.uniqueVisitors,
              value: format.number(breakdown.uniqueVisitors),
            })}
          >
            {(chartName) => (
              <Stack align="center" gap="sm">
                <DonutChart
                  pieChartProps={chartName}
                  // One keyboard stop, the chart's, whose arrow keys show the tooltip: the pie's own layer took a
                  // second stop that did the same.
                  pieProps={{ rootTabIndex: -1 }}
                  data={slices}
                  size={150}
                  thickness={22}
                  withTooltip
                  valueFormatter={format.percent}
                />
                <Stack gap={4} w="100%">
                  {slices.map((slice) => (
                    <Group key={slice.name} justify="space-between" wrap="nowrap">
                      <Group gap="xs" wrap="nowrap">
                        <ColorSwatch color={`var(--mantine-color-${slice.color.replace('.', '-')})`} size={12} />
                        <Text size="sm">{slice.name}</Text>
                      </Group>
                      <Text size="sm" fw={600}>
                        {format.percent(slice.value)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Stack>
            )}
          </ChartCard>
        );
      })}
    </SimpleGrid>
  );
}
