// Shown when the URL names no collection of the contract.
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { EmptyState } from '../screen-states/screen-states';

export function UnknownCollection() {
  const labels = useResourceLabels();
  return <EmptyState message={labels.text('ui.unknownCollection')} />;
}
