// Actions a few collections have beyond create/update/delete (their own contract operations), shown on the
// record's screen. A collection without an entry here has none.
import type { ResourceRecord } from '@api/resources/resource-types';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { SerialNextAction } from './serial-next-action';

type RecordAction = (props: { definition: ResourceDefinition; record: ResourceRecord }) => React.ReactNode;

const recordActions: Partial<Record<string, RecordAction>> = {
  seriales: SerialNextAction,
};

export function RecordActions({ definition, record }: { definition: ResourceDefinition; record: ResourceRecord }) {
  const Action = recordActions[definition.name];
  return Action ? <Action definition={definition} record={record} /> : null;
}
