// Delete with a confirmation dialog naming the record; only for collections whose contract has a delete.
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { serverProblem } from '../../lib/resources/server-error';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { useResourceWrites } from '../../lib/resources/use-resource-writes';
import { ConfirmModal } from '../confirm-modal/confirm-modal';

interface DeleteButtonProps {
  definition: ResourceDefinition;
  id: string;
  name: string;
  onDeleted: () => void;
}

export function DeleteButton({ definition, id, name, onDeleted }: DeleteButtonProps) {
  const labels = useResourceLabels();
  const [opened, { open, close }] = useDisclosure(false);
  const { remove } = useResourceWrites(definition);
  if (!definition.operations.remove) return null;
  const confirm = () =>
    remove.mutate(
      { id },
      {
        onSuccess: () => {
          close();
          notifications.show({ color: 'teal', message: labels.text('ui.deleted', { name }) });
          onDeleted();
        },
        onError: (error) =>
          notifications.show({ color: 'red', message: labels.serverMessage(serverProblem(error).message) }),
      },
    );
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={open}>
        {labels.text('ui.delete')}
      </Button>
      <ConfirmModal
        opened={opened}
        title={labels.text('ui.deleteTitle')}
        message={labels.text('ui.deleteConfirm', { name })}
        confirmLabel={labels.text('ui.delete')}
        cancelLabel={labels.text('ui.cancel')}
        isPending={remove.isPending}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
