// The list's active field filters (set by a saved view) as removable chips: "Estado: En licitación ×".
import { Group, Pill } from '@mantine/core';
import { activeFilters, type ListSearch } from '../../lib/resources/list-search';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import classes from './resource.module.css';
import { ValueView } from './value-view';

interface FilterChipsProps {
  definition: ResourceDefinition;
  search: ListSearch;
  onRemove: (field: string) => void;
}

export function FilterChips({ definition, search, onRemove }: FilterChipsProps) {
  const labels = useResourceLabels();
  const filters = Object.entries(activeFilters(search, definition.contract));
  if (filters.length === 0) return null;
  const properties = definition.entity.properties ?? {};
  return (
    <Group gap="xs" aria-label={labels.text('ui.views.filters')} role="list">
      {filters.map(([field, value]) => {
        // An end of a date range (`dueDateFrom`) holds a value of its field (`dueDate`).
        const filtered = definition.contract.filters.find((filter) => filter.name === field)?.field ?? field;
        const schema = properties[filtered] ?? {};
        // A membership filter holds one item of the list: show it as that item.
        const itemSchema = schema.items ?? schema;
        const label = labels.field(definition.name, field);
        return (
          <Pill
            key={field}
            role="listitem"
            size="md"
            withRemoveButton
            removeButtonProps={{ 'aria-label': labels.text('ui.views.removeFilter', { field: label }) }}
            onRemove={() => onRemove(field)}
            classNames={{ label: classes.filterLabel }}
          >
            {label}:{' '}
            <ValueView
              definition={definition}
              name={field}
              schema={itemSchema}
              value={value}
              record={search.filters ?? {}}
              compact
            />
          </Pill>
        );
      })}
    </Group>
  );
}
