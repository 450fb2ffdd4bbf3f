// Deletes a task or section after a confirmation.
import type { TasksTask } from '@api/model';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-modal/confirm-modal';
import { refusalText } from '../../lib/refusal-text';
import type { useTaskWrites } from './use-task-writes';

interface DeleteTaskButtonProps {
  task: TasksTask;
  writes: ReturnType<typeof useTaskWrites>;
  onDeleted: () => void;
}

export function DeleteTaskButton({ task, writes, onDeleted }: DeleteTaskButtonProps) {
  const { t } = useTranslation('tasks');
  const [isConfirming, confirm] = useDisclosure(false);
  const title = task.title || t(task.type === 'section' ? 'untitledSection' : 'untitledTask');
  const remove = () =>
    writes.remove.mutate(
      { params: { id: task.id } },
      {
        onSuccess: () => {
          confirm.close();
          onDeleted();
        },
        onError: (error) =>
          notifications.show({ color: 'red', message: t('drawer.failed', { message: refusalText(error) }) }),
      },
    );
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirm.open}>
        {t('drawer.delete')}
      </Button>
      <ConfirmModal
        opened={isConfirming}
        title={t('drawer.deleteTitle', { title })}
        message={t('drawer.deleteMessage')}
        confirmLabel={t('drawer.delete')}
        cancelLabel={t('drawer.cancel')}
        isPending={writes.remove.isPending}
        onConfirm={remove}
        onClose={confirm.close}
      />
    </>
  );
}
