// The list's active field filters (set by a saved view) as removable chips: "Estado: En licitación ×", "Vencimiento
// (desde): 15 nov 2026 ×".

import type { JsonSchema } from '@api/resources/resource-types';
import { Group, Pill } from '@mantine/core';
import dayjs from 'dayjs';
import { activeFilters, type ListSearch } from '../../lib/resources/list-search';
import { rangeEnd } from '../../lib/resources/range-end';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import classes from './resource.module.css';
import { ValueView } from './value-view';

interface FilterChipsProps {
  definition: ResourceDefinition;
  search: ListSearch;
  onRemove: (field: string) => void;
}

const dayOnly: JsonSchema = { type: 'string', format: 'date' };

export function FilterChips({ definition, search, onRemove }: FilterChipsProps) {
  const labels = useResourceLabels();
  const filters = Object.entries(activeFilters(search, definition.contract));
  if (filters.length === 0) return null;
  const properties = definition.entity.properties ?? {};
  return (
    <Group gap="xs" aria-label={labels.text('ui.views.filters')} role="list">
      {filters.map(([field, raw]) => {
        const isRangeEnd = rangeEnd(definition.contract, field) !== undefined;
        // An end of a date range (`dueDateFrom`) is the instant that bounds the day picked: it reads as that day.
        const value = isRangeEnd ? dayjs(String(raw)).format('YYYY-MM-DD') : raw;
        const schema = isRangeEnd ? dayOnly : (properties[field] ?? {});
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
