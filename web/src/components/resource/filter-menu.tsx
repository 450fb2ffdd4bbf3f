// Adds a field filter to the list: one of the collection's search filters (from the contract), then its
// value with the input its kind needs (options for enums and yes/no, a record picker for references).
import type { JsonSchema } from '@api/resources/resource-types';
import { Button, Group, Popover, Select, Stack, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { popoverFocus } from '../../lib/popover-focus';
import { fieldKind } from '../../lib/resources/field-kind';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { ReferencePicker } from './reference-picker';

interface FilterMenuProps {
  definition: ResourceDefinition;
  onAdd: (field: string, value: string) => void;
}

/** The schema a filter's value follows: a list field is filtered by one of its items. */
function valueSchema(definition: ResourceDefinition, field: string): JsonSchema {
  const schema = field
    .split('.')
    .reduce<JsonSchema | undefined>((node, key) => (node?.items ?? node)?.properties?.[key], definition.entity);
  return schema?.items ?? schema ?? {};
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
  const schema = field ? valueSchema(definition, field) : {};
  const kind = fieldKind(schema);
  const target = field ? definition.refTarget(field) : undefined;
  const valueLabel = labels.text('ui.views.filterValue');
  const add = () => {
    if (!field || value.trim() === '') return;
    onAdd(field, value.trim());
    setOpened(false);
    setField(null);
    setValue('');
  };
  const input =
    kind === 'enum' || kind === 'boolean' ? (
      <Select
        label={valueLabel}
        data={
          kind === 'boolean'
            ? [
                { value: 'true', label: labels.text('ui.yes') },
                { value: 'false', label: labels.text('ui.no') },
              ]
            : (schema.enum ?? []).map((option) => ({ value: String(option), label: labels.value(String(option)) }))
        }
        value={value || null}
        onChange={(next) => setValue(next ?? '')}
        comboboxProps={{ withinPortal: false }}
      />
    ) : (kind === 'reference' || kind === 'referenceList') && target ? (
      <ReferencePicker collection={target} label={valueLabel} value={value} onChange={setValue} />
    ) : (
      <TextInput label={valueLabel} value={value} onChange={(event) => setValue(event.currentTarget.value)} />
    );
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
          {field && input}
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
