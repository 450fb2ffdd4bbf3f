// Chooses the table's columns: the short fields of the collection, the shown ones first in their order.
// The choice goes to the URL (and from there into a saved view); the default columns leave it out.
import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { popoverFocus } from '../../lib/popover-focus';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { columnChoices } from '../../lib/resources/table-columns';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';

interface ColumnsMenuProps {
  definition: ResourceDefinition;
  shown: readonly string[];
  onChange: (columns: string[] | undefined) => void;
}

export function ColumnsMenu({ definition, shown, onChange }: ColumnsMenuProps) {
  const labels = useResourceLabels();
  const choices = [...shown, ...columnChoices(definition.contract).filter((field) => !shown.includes(field))];
  const toggle = (field: string, on: boolean) => {
    const next = on ? [...shown, field] : shown.filter((column) => column !== field);
    if (next.length === 0) return;
    const isDefault = next.join() === definition.columns.join();
    onChange(isDefault ? undefined : next);
  };
  return (
    <Popover {...popoverFocus} position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          {labels.text('ui.views.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={labels.text('ui.views.columns')}>
          {choices.map((field) => (
            <Checkbox
              key={field}
              label={labels.field(definition.name, field)}
              checked={shown.includes(field)}
              disabled={shown.length === 1 && shown.includes(field)}
              onChange={(event) => toggle(field, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
