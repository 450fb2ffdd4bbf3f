// The name of a referenced record (never its raw id), read through the target collection's generated `get`;
// a link to the record's screen when `linked`.
import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { collectionsBasePath } from '../../lib/resources/module-routes';
import { recordName } from '../../lib/resources/record-name';
import type { CollectionName } from '../../lib/resources/resource-definition';
import { resourceDefinition } from '../../lib/resources/resource-definition';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { useLinkProps } from '../navigation/use-link-props';

interface ReferenceNameProps {
  collection: CollectionName;
  id: string;
  linked?: boolean;
}

export function ReferenceName({ collection, id, linked = false }: ReferenceNameProps) {
  const labels = useResourceLabels();
  const linkProps = useLinkProps();
  const target = resourceDefinition(collection);
  const getQuery = target.operations.getQuery;
  const record = useQuery({ ...(getQuery?.(id) ?? { queryKey: ['none'] }), enabled: getQuery !== undefined });
  if (record.isPending && getQuery)
    return (
      <Text span c="dimmed">
        …
      </Text>
    );
  const name =
    recordName(record.data, target.nameFields) ??
    labels.text(record.isError ? 'ui.missingRecord' : 'ui.unnamedRecord', { collection: labels.title(collection) });
  if (!linked || record.isError) return <Text span>{name}</Text>;
  return <Anchor {...linkProps(`${collectionsBasePath}/${collection}/${id}`)}>{name}</Anchor>;
}
