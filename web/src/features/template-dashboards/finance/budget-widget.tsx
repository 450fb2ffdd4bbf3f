// The month's budget: expenses, savings and bills against their limits (radial bars, in % of each limit). The
// rows below the chart are its legend, each with its bar's colour (see components/charts/chart-legend.tsx).
import type { DashboardsFinanceBudget } from '@api/model';
import { RadialBarChart } from '@mantine/charts';
import { ColorSwatch, Group, getThemeColor, Stack, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { chartColor } from '../../../components/charts/chart-data';
import { useChartTables } from '../../../components/charts/use-chart-tables';
import { useFormatters } from '../../../components/charts/use-formatters';

export function BudgetWidget({ budget }: { budget: DashboardsFinanceBudget }) {
  const theme = useMantineTheme();
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const tables = useChartTables();
  const parts = [
    { key: 'expenses', value: budget.expenses, limit: budget.expensesLimit },
    { key: 'savings', value: budget.savings, limit: budget.savingsGoal },
    { key: 'bills', value: budget.bills, limit: budget.billsLimit },
  ] as const;
  const data = parts.map((part, index) => ({
    name: t(`finance.budget.${part.key}`),
    value: Math.round((part.value / part.limit) * 1000) / 10,
    color: chartColor(index),
  }));
  return (
    <ChartCard
      title={t('finance.budget.title')}
      subtitle={t('finance.budget.subtitle')}
      table={tables.slices(data, format.percent)}
    >
      {(chartName) => (
        <Stack gap="md">
          <RadialBarChart radialBarChartProps={chartName} h={240} data={data} dataKey="value" withTooltip />
          <Stack gap="xs">
            {parts.map((part, index) => (
              // The amount stays beside its label while both fit, the label wrapping; then it takes the next line.
              <Group key={part.key} justify="space-between" gap="xs">
                <Group gap="xs" wrap="nowrap" flex="1 1 0">
                  <ColorSwatch color={getThemeColor(chartColor(index), theme)} size={12} withShadow={false} />
                  <Text size="sm" c="dimmed">
                    {t(`finance.budget.${part.key}Of`, { limit: format.money(part.limit) })}
                  </Text>
                </Group>
                <Text fw={700} c={part.value > part.limit ? 'red' : undefined}>
                  {format.money(part.value)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </ChartCard>
  );
}
