// Deletes a task or section after a confirmation.
import type { TasksTask } from '@api/model';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
          notifications.show({ color: 'red', message: t('drawer.failed', { message: error.message }) }),
      },
    );
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirm.open}>
        {t('drawer.delete')}
      </Button>
      <Modal opened={isConfirming} onClose={confirm.close} title={t('drawer.deleteTitle', { title })} centered>
        <Text size="sm">{t('drawer.deleteMessage')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close}>
            {t('drawer.cancel')}
          </Button>
          <Button color="red" loading={writes.remove.isPending} onClick={remove}>
            {t('drawer.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
