// Project dashboard (GET /api/dashboards/project): issues, task distribution, schedule, budget, expenses
// and team. The ranges of the widgets live in the URL (?issues=, ?tasks=, ?schedule=).
import { useDashboardsGetProject } from '@api/endpoints/dashboards/dashboards';
import { Grid, SimpleGrid } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DashboardFrame } from './dashboard-frame';
import type { ProjectDashboardSearch } from './dashboard-search';
import { BudgetDetailsWidget } from './project/budget-details-widget';
import { BudgetDistributionWidget } from './project/budget-distribution-widget';
import { ExpensesWidgets } from './project/expenses-widgets';
import { IssuesWidget } from './project/issues-widget';
import { ScheduleWidget } from './project/schedule-widget';
import { TaskDistributionWidget } from './project/task-distribution-widget';
import { TeamMembersWidget } from './project/team-members-widget';
import { useSearchSetter } from './use-search-setter';

const route = getRouteApi('/backoffice/dashboards/project');

export function ProjectDashboardPage() {
  const { t } = useTranslation('templateDashboards');
  const search = route.useSearch();
  const setSearch = useSearchSetter<ProjectDashboardSearch>();
  const query = useDashboardsGetProject();
  return (
    <DashboardFrame title={t('project.title')} subtitle={t('project.subtitle')} query={query}>
      {(data) => (
        <>
          <Grid>
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <IssuesWidget
                issues={data.githubIssues}
                range={search.issues ?? 'this-week'}
                onRangeChange={(range) => setSearch('issues', range, 'this-week')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <TaskDistributionWidget
                tasks={data.taskDistribution}
                range={search.tasks ?? 'this-week'}
                onRangeChange={(range) => setSearch('tasks', range, 'this-week')}
              />
            </Grid.Col>
          </Grid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ScheduleWidget
              schedule={data.schedule}
              day={search.schedule ?? 'today'}
              onDayChange={(day) => setSearch('schedule', day, 'today')}
            />
            <BudgetDistributionWidget budget={data.budgetDistribution} />
          </SimpleGrid>
          <ExpensesWidgets weekly={data.weeklyExpenses} monthly={data.monthlyExpenses} yearly={data.yearlyExpenses} />
          <BudgetDetailsWidget details={data.budgetDetails} />
          <TeamMembersWidget members={data.teamMembers} />
        </>
      )}
    </DashboardFrame>
  );
}
