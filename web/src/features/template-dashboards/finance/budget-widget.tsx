// The month's budget: expenses, savings and bills against their limits (radial bars, in % of each limit).
import type { DashboardsFinanceBudget } from '@api/model';
import { RadialBarChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { chartColor } from '../../../components/charts/chart-data';
import { useFormatters } from '../../../components/charts/use-formatters';
import { Stat } from '../stat';

export function BudgetWidget({ budget }: { budget: DashboardsFinanceBudget }) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
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
    <ChartCard title={t('finance.budget.title')} subtitle={t('finance.budget.subtitle')}>
      <Stack gap="md">
        <RadialBarChart h={240} data={data} dataKey="value" withLegend withTooltip />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {parts.map((part) => (
            <Stat
              key={part.key}
              label={t(`finance.budget.${part.key}Of`, { limit: format.money(part.limit) })}
              value={format.money(part.value)}
              color={part.value > part.limit ? 'red' : undefined}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </ChartCard>
  );
}
