// Delete from a list row, for collections whose records have no screen of their own (relations).
import type { ResourceRecord } from '@api/resources/resource-types';
import { recordName } from '../../lib/resources/record-name';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { DeleteButton } from './delete-button';

export function RowDelete({ definition, record }: { definition: ResourceDefinition; record: ResourceRecord }) {
  const labels = useResourceLabels();
  const name = recordName(record, definition.nameFields);
  return (
    <DeleteButton
      definition={definition}
      id={record._id}
      name={name ? labels.value(name) : labels.title(definition.name)}
      onDeleted={() => undefined}
    />
  );
}
