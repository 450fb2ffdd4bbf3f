// The records of other collections that point to the one on screen (related-lists.ts): a project's tasks, costs and
// documents, a person's accounts. Each collection that has some gets a section of its first few, linked to their
// screens, and a link to its list filtered to this record; those that have none say nothing.
import { Anchor, Badge, Card, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { filteredListPath, recordPath } from '../../lib/resources/module-routes';
import { pointingFields, type RelatedList, relatedFilters, relatedLists } from '../../lib/resources/related-lists';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { useLinkProps } from '../navigation/use-link-props';
import { ResourceTable } from './resource-table';
import { RestoreChangeButton } from './restore-change-button';

/** At most this many of each collection on the record's screen; the rest, in the list the section links to. */
const SHOWN = 5;

export function RelatedRecords({ definition, id }: { definition: ResourceDefinition; id: string }) {
  const lists = relatedLists(definition.name);
  // A collection pointing here through two fields (a message's sender and its participants) is named by each.
  const isNamedByField = (list: RelatedList) =>
    lists.filter((other) => other.definition.name === list.definition.name).length > 1;
  return (
    <>
      {lists.map((list) => (
        <RelatedSection
          key={`${list.definition.name}.${list.field}.${JSON.stringify(list.scope)}`}
          list={list}
          owner={definition}
          id={id}
          withField={isNamedByField(list)}
        />
      ))}
    </>
  );
}

interface RelatedSectionProps {
  list: RelatedList;
  /** The collection of the record on screen. */
  owner: ResourceDefinition;
  id: string;
  withField: boolean;
}

function RelatedSection({ list, owner, id, withField }: RelatedSectionProps) {
  const labels = useResourceLabels();
  const linkProps = useLinkProps();
  const { definition, field } = list;
  const filters = relatedFilters(list, id);
  // A collection kept in the order of a date (the audit trail, evaluations, costs) shows its latest records first,
  // here and in the list it links to.
  const sort = list.latestFirst ? definition.contract.defaultSort : undefined;
  const order = sort === undefined ? undefined : ({ sort, order: 'desc' } as const);
  const page = useQuery(definition.operations.searchQuery({ ...filters, ...order, size: SHOWN }));
  if (!page.data || page.data.total === 0) return null;
  const history = definition.declaration.history;
  const isHistory = history !== undefined && field === history.of;
  // The audit trail's entries of a record are its history ("Historial"); those of a person who acted, their activity.
  const title = history
    ? labels.text(isHistory ? 'ui.related.history' : 'ui.related.activity')
    : withField
      ? `${labels.title(definition.name)} · ${labels.field(definition.name, field)}`
      : labels.title(definition.name);
  const filtered = filteredListPath(definition.name, filters, order);
  const hidden = pointingFields(list);
  const openable = definition.operations.getQuery !== undefined;
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} size="h4">
              {title}
            </Title>
            <Badge variant="light" aria-hidden>
              {page.data.total}
            </Badge>
          </Group>
          <Anchor size="sm" {...linkProps(filtered)}>
            {labels.text('ui.related.all', { count: page.data.total })}
          </Anchor>
        </Group>
        <ResourceTable
          definition={definition}
          records={page.data.items}
          // The fields that point here say this record on every row.
          columns={definition.columns.filter((column) => !hidden.includes(column))}
          recordHref={openable ? (record) => recordPath(definition.name, record._id) : undefined}
          // A change of the record's history can be undone from its line.
          actions={isHistory ? (entry) => <RestoreChangeButton owner={owner} recordId={id} entry={entry} /> : undefined}
        />
      </Stack>
    </Card>
  );
}
