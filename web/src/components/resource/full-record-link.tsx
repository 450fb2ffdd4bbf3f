// From a staff screen's pane of one record (a project of the tree, a document, a lot, a post) to its whole record:
// the generic screen with every field, the records that point to it and its history.
import { Anchor } from '@mantine/core';
import { recordPath } from '../../lib/resources/module-routes';
import type { CollectionName } from '../../lib/resources/resource-definition';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { useLinkProps } from '../navigation/use-link-props';

export function FullRecordLink({ collection, id }: { collection: CollectionName; id: string }) {
  const labels = useResourceLabels();
  const linkProps = useLinkProps();
  return (
    <Anchor size="sm" display="inline-block" mt="xs" {...linkProps(recordPath(collection, id))}>
      {labels.text('ui.fullRecord')}
    </Anchor>
  );
}
