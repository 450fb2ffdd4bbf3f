// Deletes a task or section after a confirmation.
import type { TasksTask } from '@api/model';
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
      onDelete={() => writes.remove.mutateAsync({ params: { id: task.id } })}
      onDeleted={onDeleted}
      failure={(error) => t('drawer.failed', { message: refusalText(error) })}
    />
  );
}
