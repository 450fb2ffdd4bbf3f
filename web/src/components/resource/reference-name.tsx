// The name of a referenced record (never its raw id), under the target collection's generated `get` key and
// fetched with the other references of the screen in one search (referenced-records.ts); a link to the record's
// screen when `linked`. It takes the type of the text around it (a bold title, an alert's smaller text, a badge).
import { Anchor, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ViaCandidate } from '../../lib/resources/declarations';
import { recordPath } from '../../lib/resources/module-routes';
import { referencedRecordQuery } from '../../lib/resources/referenced-records';
import type { CollectionName } from '../../lib/resources/resource-definition';
import { resourceDefinition } from '../../lib/resources/resource-definition';
import { useRecordNames } from '../../lib/resources/use-record-names';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { viaRecordQuery } from '../../lib/resources/via-reference';
import { useLinkProps } from '../navigation/use-link-props';

interface ReferenceNameProps {
  collection: CollectionName;
  id: string;
  linked?: boolean;
}

export function ReferenceName({ collection, id, linked = false }: ReferenceNameProps) {
  const labels = useResourceLabels();
  const names = useRecordNames();
  const linkProps = useLinkProps();
  const queryClient = useQueryClient();
  const target = resourceDefinition(collection);
  const getQuery = target.operations.getQuery;
  const record = useQuery(referencedRecordQuery(queryClient, target, id));
  if (record.isPending && getQuery)
    return (
      <Text span c="dimmed" inherit>
        …
      </Text>
    );
  const name = record.isError
    ? labels.text('ui.missingRecord', { collection: labels.title(collection) })
    : names.label(target, record.data);
  if (!linked || record.isError)
    return (
      <Text span inherit>
        {name}
      </Text>
    );
  return (
    <Anchor inherit {...linkProps(recordPath(collection, id))}>
      {name}
    </Anchor>
  );
}

/** The name of a record found through its candidate collections (declarations.ts `refVia`), linked like the others. */
export function ViaReferenceName({
  candidates,
  id,
  linked = false,
}: {
  candidates: readonly ViaCandidate[];
  id: string;
  linked?: boolean;
}) {
  const labels = useResourceLabels();
  const names = useRecordNames();
  const linkProps = useLinkProps();
  const queryClient = useQueryClient();
  const found = useQuery(viaRecordQuery(queryClient, candidates, id));
  if (found.isPending)
    return (
      <Text span c="dimmed" inherit>
        …
      </Text>
    );
  if (!found.data)
    return (
      <Text span c="dimmed" inherit>
        {labels.text('ui.linkedRecord')}
      </Text>
    );
  const { collection, record } = found.data;
  const name = names.label(resourceDefinition(collection), record);
  return linked ? (
    <Anchor inherit {...linkProps(recordPath(collection, record._id))}>
      {name}
    </Anchor>
  ) : (
    <Text span inherit>
      {name}
    </Text>
  );
}
