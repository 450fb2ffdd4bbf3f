// Adds a field filter to the list: one of the collection's search filters (from the contract), then its
// value with the input its kind needs (options for enums and yes/no, a record picker for references).
import { Button, Group, Popover, Select, Stack } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { popoverFocus } from '../../lib/popover-focus';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { FilterValueInput } from './filter-value-input';

interface FilterMenuProps {
  definition: ResourceDefinition;
  onAdd: (field: string, value: string) => void;
}

export function FilterMenu({ definition, onAdd }: FilterMenuProps) {
  const labels = useResourceLabels();
  const [opened, setOpened] = useState(false);
  const [field, setField] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const fields = definition.contract.filters.map((filter) => ({
    value: filter.name,
    label: labels.field(definition.name, filter.name),
  }));
  const valueLabel = labels.text('ui.views.filterValue');
  const add = () => {
    if (!field || value.trim() === '') return;
    onAdd(field, value.trim());
    setOpened(false);
    setField(null);
    setValue('');
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={300} {...popoverFocus}>
      <Popover.Target>
        <Button variant="default" leftSection={<IconFilter size={16} />} onClick={() => setOpened((open) => !open)}>
          {labels.text('ui.views.addFilter')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Select
            label={labels.text('ui.views.filterField')}
            data={fields}
            value={field}
            onChange={(next) => {
              setField(next);
              setValue('');
            }}
            comboboxProps={{ withinPortal: false }}
          />
          {field && (
            <FilterValueInput
              definition={definition}
              field={field}
              label={valueLabel}
              value={value}
              onChange={setValue}
              withinPortal={false}
            />
          )}
          <Group justify="flex-end">
            <Button size="xs" onClick={add} disabled={!field || value.trim() === ''}>
              {labels.text('ui.views.apply')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
