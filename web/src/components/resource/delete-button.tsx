// Delete with a confirmation dialog naming the record; only for collections whose contract has a delete.
import { notifications } from '@mantine/notifications';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { serverProblem } from '../../lib/resources/server-error';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { useResourceWrites } from '../../lib/resources/use-resource-writes';
import { DeleteWithQuestion } from '../confirm-modal/delete-with-question';

interface DeleteButtonProps {
  definition: ResourceDefinition;
  id: string;
  name: string;
  /** The record's version as shown (its updatedAt): a record changed since is not deleted unseen. */
  version?: string;
  onDeleted: () => void;
}

export function DeleteButton({ definition, id, name, version, onDeleted }: DeleteButtonProps) {
  const labels = useResourceLabels();
  const { remove } = useResourceWrites(definition);
  if (!definition.operations.remove) return null;
  return (
    <DeleteWithQuestion
      label={labels.text('ui.delete')}
      variant="light"
      question={{
        title: labels.text('ui.deleteTitle'),
        message: labels.text('ui.deleteConfirm', { name }),
        confirmLabel: labels.text('ui.delete'),
        cancelLabel: labels.text('ui.cancel'),
      }}
      onDelete={() => remove.mutateAsync({ id, version })}
      onDeleted={() => {
        notifications.show({ color: 'teal', message: labels.text('ui.deleted', { name }) });
        onDeleted();
      }}
      failure={(error) => labels.serverMessage(serverProblem(error).message)}
    />
  );
}
