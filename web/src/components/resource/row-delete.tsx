// Delete from a list row, for collections whose records have no screen of their own (relations).
import type { ResourceRecord } from '@api/resources/resource-types';
import { versionOf } from '../../lib/if-match';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useRecordNames } from '../../lib/resources/use-record-names';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { DeleteButton } from './delete-button';

export function RowDelete({ definition, record }: { definition: ResourceDefinition; record: ResourceRecord }) {
  const labels = useResourceLabels();
  const name = useRecordNames().name(definition, record);
  return (
    <DeleteButton
      definition={definition}
      id={record._id}
      name={name ?? labels.title(definition.name)}
      version={versionOf(record)}
      onDeleted={() => undefined}
    />
  );
}
