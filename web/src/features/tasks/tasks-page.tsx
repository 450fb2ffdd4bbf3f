// The tasks app (/apps/tasks, /apps/tasks/$taskId): the sortable list with sections and completed counts
// beside the selected task (on a phone, one or the other with a back button).
import { useTasksListTags, useTasksListTasks } from '@api/endpoints/tasks/tasks';
import { Button, Center, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LocalizedDates } from '../../components/dates/localized-dates';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { EmptyState } from '../../components/screen-states/screen-states';
import { ManageTagsButton } from '../../components/tags-manager/manage-tags-button';
import { PaneBody, TwoPane } from '../../components/two-pane/two-pane';
import { type MoveOffset, movedByOne, neighbours } from '../../lib/dnd/move-by-one';
import { useTagTitle } from '../../lib/i18n/tag-title';
import { taskCounts } from './task-counts';
import { TaskDetail } from './task-detail';
import { TaskList } from './task-list';
import { taskTagHooks } from './task-tag-hooks';
import classes from './tasks.module.css';
import { useTaskWrites } from './use-task-writes';

export function TasksPage() {
  const { t } = useTranslation('tasks');
  const taskId = useParams({ strict: false, select: (params) => params.taskId });
  const navigate = useNavigate();
  const tasks = useTasksListTasks();
  const tags = useTasksListTags();
  const writes = useTaskWrites();
  const tagTitle = useTagTitle('tasks');
  const list = tasks.data ?? [];
  const counts = taskCounts(list);
  const selected = list.find((task) => task.id === taskId);
  const open = (id: string | undefined) =>
    void navigate(id ? { to: '/apps/tasks/$taskId', params: { taskId: id } } : { to: '/apps/tasks' });
  const reorder = (ids: string[]) => writes.reorder.mutate({ data: { tasks: ids.map((id) => ({ id })) } });
  const selectedIndex = list.findIndex((task) => task.id === taskId);
  const moveSelected = (offset: MoveOffset) => {
    const ids = movedByOne(
      list.map((task) => task.id),
      selectedIndex,
      offset,
    );
    if (ids) reorder(ids);
  };
  const create = (type: 'task' | 'section') =>
    writes.create.mutate({ data: { type } }, { onSuccess: (created) => open(created.id) });

  const header = (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1}>{t('title')}</Title>
        {tasks.isSuccess && <Text c="dimmed">{t('summary', { ...counts })}</Text>}
      </div>
      <Group gap="xs">
        <ManageTagsButton
          label={t('tags.open')}
          hooks={taskTagHooks}
          title={t('tags.title')}
          deleteMessage={(title) => t('tags.deleteMessage', { title })}
          shownTitle={tagTitle}
        />
        <Button variant="default" leftSection={<IconListDetails size={16} />} onClick={() => create('section')}>
          {t('addSection')}
        </Button>
        <Button leftSection={<IconPlus size={16} />} onClick={() => create('task')} loading={writes.create.isPending}>
          {t('addTask')}
        </Button>
      </Group>
    </Group>
  );
  const listPane = (
    <PaneBody>
      {tasks.isPending ? (
        <Stack p="sm">
          {[1, 2, 3, 4].map((slot) => (
            <Skeleton key={slot} h={32} />
          ))}
        </Stack>
      ) : tasks.isError ? (
        <LoadFailed title={t('loadFailed')} query={tasks} m="sm" />
      ) : list.length === 0 ? (
        <EmptyState size="inline" message={t('empty')} />
      ) : (
        <TaskList
          tasks={list}
          selectedId={taskId}
          onComplete={(task, completed) => writes.complete.mutate({ data: { id: task.id, task: { completed } } })}
          onReorder={reorder}
        />
      )}
    </PaneBody>
  );
  const detail = selected ? (
    <PaneBody>
      <TaskDetail
        key={selected.id}
        task={selected}
        tags={tags}
        writes={writes}
        onClosed={() => open(undefined)}
        onMove={moveSelected}
        canMove={neighbours(selectedIndex, list.length)}
      />
    </PaneBody>
  ) : tasks.isError ? (
    // A task in the address, with the list it comes from not loaded: on a phone this pane is all there is.
    <LoadFailed title={t('loadFailed')} query={tasks} m="sm" />
  ) : (
    <Center p="xl">
      <Text c="dimmed">{tasks.isPending ? '…' : t('drawer.notFound')}</Text>
    </Center>
  );
  return (
    <LocalizedDates>
      <TwoPane
        header={header}
        list={listPane}
        detail={detail}
        hasSelection={taskId !== undefined}
        empty={
          <Center p="xl" className={classes.detail}>
            <Text c="dimmed">{t('selectTask')}</Text>
          </Center>
        }
        onBack={() => open(undefined)}
        backLabel={t('back')}
      />
    </LocalizedDates>
  );
}
