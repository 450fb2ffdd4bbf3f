// Deletes a task or section after a confirmation.
import type { TasksTask } from '@api/model';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { DeleteWithQuestion } from '../../components/confirm-modal/delete-with-question';
import { refusalText } from '../../lib/refusal-text';
import type { useTaskWrites } from './use-task-writes';

interface DeleteTaskButtonProps {
  task: TasksTask;
  writes: ReturnType<typeof useTaskWrites>;
  onDeleted: () => void;
}

export function DeleteTaskButton({ task, writes, onDeleted }: DeleteTaskButtonProps) {
  const { t } = useTranslation('tasks');
  const title = task.title || t(task.type === 'section' ? 'untitledSection' : 'untitledTask');
  return (
    <DeleteWithQuestion
      label={t('drawer.delete')}
      question={{
        title: t('drawer.deleteTitle', { title }),
        message: t('drawer.deleteMessage'),
        confirmLabel: t('drawer.delete'),
        cancelLabel: t('drawer.cancel'),
      }}
      isPending={writes.remove.isPending}
      onConfirm={(closeQuestion) =>
        writes.remove.mutate(
          { params: { id: task.id } },
          {
            onSuccess: () => {
              closeQuestion();
              onDeleted();
            },
            onError: (error) =>
              notifications.show({ color: 'red', message: t('drawer.failed', { message: refusalText(error) }) }),
          },
        )
      }
    />
  );
}
