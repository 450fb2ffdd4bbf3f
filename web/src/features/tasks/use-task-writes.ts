// Writes of the tasks app. Completing a task and reordering are optimistic (the list changes at once and
// comes back with a notification if the server refuses); the others refresh the cached list.
import {
  getTasksListTasksQueryKey,
  useTasksCreateTask,
  useTasksDeleteTask,
  useTasksUpdateOrder,
  useTasksUpdateTask,
} from '@api/endpoints/tasks/tasks';
import type { TasksTask } from '@api/model';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cachePatch, optimisticUpdate } from '../../lib/optimistic/optimistic-update';
import { reordered } from './task-counts';

const listKey = getTasksListTasksQueryKey();

export function useTaskWrites() {
  const { t } = useTranslation('tasks');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });

  const complete = useTasksUpdateTask({
    mutation: optimisticUpdate({
      patches: ({ data }) => [
        cachePatch<TasksTask[], unknown>(listKey, (tasks) =>
          tasks.map((task) => (task.id === data.id ? { ...task, ...data.task } : task)),
        ),
      ],
      errorTitle: t('completeFailed'),
    }),
  });
  const reorder = useTasksUpdateOrder({
    mutation: optimisticUpdate({
      patches: ({ data }) => [
        cachePatch<TasksTask[], unknown>(listKey, (tasks) =>
          reordered(
            tasks,
            data.tasks.map((task) => task.id),
          ),
        ),
      ],
      errorTitle: t('reorderFailed'),
    }),
  });
  const update = useTasksUpdateTask({
    mutation: {
      onSuccess: (saved) => {
        // null: the task was gone; the list says what is left.
        if (!saved) return refresh();
        queryClient.setQueryData<TasksTask[]>(listKey, (tasks) =>
          tasks?.map((task) => (task.id === saved.id ? saved : task)),
        );
        return undefined;
      },
    },
  });
  const create = useTasksCreateTask({ mutation: { onSuccess: refresh } });
  const remove = useTasksDeleteTask({ mutation: { onSuccess: refresh } });
  return { complete, reorder, update, create, remove };
}
