// Finance dashboard (GET /api/dashboards/finance): account balance with a month range in the URL
// (?months=), the month's budget, the previous and current statements and the latest transactions.
import { useDashboardsGetFinance } from '@api/endpoints/dashboards/dashboards';
import { Grid, SimpleGrid } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DashboardFrame } from './dashboard-frame';
import type { FinanceDashboardSearch } from './dashboard-search';
import { AccountBalanceWidget } from './finance/account-balance-widget';
import { BudgetWidget } from './finance/budget-widget';
import { StatementCard } from './finance/statement-card';
import { TransactionsWidget } from './finance/transactions-widget';
import { useSearchSetter } from './use-search-setter';

const route = getRouteApi('/backoffice/dashboards/finance');

export function FinanceDashboardPage() {
  const { t } = useTranslation('templateDashboards');
  const search = route.useSearch();
  const setSearch = useSearchSetter<FinanceDashboardSearch>();
  const query = useDashboardsGetFinance();
  return (
    <DashboardFrame title={t('finance.title')} subtitle={t('finance.subtitle')} query={query}>
      {(data) => (
        <>
          <Grid>
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <AccountBalanceWidget
                balance={data.accountBalance}
                months={search.months ?? 12}
                onMonthsChange={(months) => setSearch('months', months, 12)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <BudgetWidget budget={data.budget} />
            </Grid.Col>
          </Grid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <StatementCard which="previous" statement={data.previousStatement} />
            <StatementCard which="current" statement={data.currentStatement} />
          </SimpleGrid>
          <TransactionsWidget transactions={data.recentTransactions} />
        </>
      )}
    </DashboardFrame>
  );
}
