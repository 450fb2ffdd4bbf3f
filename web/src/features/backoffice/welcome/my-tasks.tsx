// "Mis tareas" on the back-office home: the signed-in person's open tasks, soonest due first, as the tasks list shows
// them, how many are overdue, and a link to all of theirs. Staff start the day from what is theirs to do.
import { Anchor, Badge, Card, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLinkProps } from '../../../components/navigation/use-link-props';
import { ResourceTable } from '../../../components/resource/resource-table';
import { filteredListPath, recordPath } from '../../../lib/resources/module-routes';
import { resourceDefinition } from '../../../lib/resources/resource-definition';
import { QueryState } from '../shared/query-state';
import { isOverdue, myTasksParams, openTasks } from './my-tasks-query';

/** On the home screen; the rest in the tasks list. */
const SHOWN = 5;
const tasks = resourceDefinition('tasks');
// The assignee is the reader on every row.
const columns = tasks.columns.filter((column) => column !== 'assigneeId');

export function MyTasks({ userId, now = new Date() }: { userId: string; now?: Date }) {
  const { t } = useTranslation('welcome');
  const linkProps = useLinkProps();
  const search = useQuery(tasks.operations.searchQuery(myTasksParams(userId)));
  const open = openTasks(search.data?.items ?? []);
  const overdue = open.filter((task) => isOverdue(task, now)).length;
  const all = filteredListPath('tasks', { assigneeId: userId });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="my-tasks-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} fz="h3" id="my-tasks-title">
              {t('home.myTasks.title')}
            </Title>
            {search.isSuccess && (
              <Badge variant="light" aria-label={t('home.myTasks.open', { count: open.length })}>
                {open.length}
              </Badge>
            )}
            {overdue > 0 && (
              <Badge color="red" variant="light">
                {t('home.myTasks.overdue', { count: overdue })}
              </Badge>
            )}
          </Group>
          <Anchor size="sm" {...linkProps(all)}>
            {t('home.myTasks.all')}
          </Anchor>
        </Group>
        <QueryState result={search} isEmpty={open.length === 0} emptyText={t('home.myTasks.empty')}>
          <ResourceTable
            definition={tasks}
            records={open.slice(0, SHOWN)}
            columns={columns}
            recordHref={(task) => recordPath('tasks', task._id)}
          />
        </QueryState>
      </Stack>
    </Card>
  );
}
