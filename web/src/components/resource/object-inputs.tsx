// Nested objects as a fieldset of their fields, and lists of objects as repeatable fieldsets (add/remove).
import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { initialValues } from '../../lib/resources/form-values';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import type { ListItemWord } from '../../lib/resources/use-resource-words';
import { FieldInput, type FieldInputProps } from './field-input';
import classes from './resource.module.css';

export function ObjectFields({ label, ...props }: FieldInputProps & { label: string }) {
  const { definition, field, form, path } = props;
  return (
    <Fieldset legend={label} disabled={field.readOnly} className={classes.fieldset}>
      <Stack gap="sm">
        {(field.children ?? []).map((child) => (
          <FieldInput
            key={child.name}
            definition={definition}
            field={child}
            form={form}
            path={`${path}.${child.name}`}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

export function ObjectListInput({ label, ...props }: FieldInputProps & { label: string }) {
  const { definition, field, form, path } = props;
  const labels = useResourceLabels();
  const items: unknown = form.getInputProps(path).value;
  const count = Array.isArray(items) ? items.length : 0;
  const children = field.children ?? [];
  const words = (key: ListItemWord, number?: number) =>
    labels.listItem(definition.name, field.schemaPath, key, number === undefined ? undefined : { number });
  return (
    <Fieldset legend={label} disabled={field.readOnly} className={classes.fieldset}>
      <Stack gap="sm">
        {Array.from({ length: count }, (_, index) => (
          <Fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no id; Mantine form keys them by path
            key={index}
            variant="filled"
            legend={words('item', index + 1)}
            className={classes.fieldset}
          >
            <Stack gap="sm">
              {children.map((child) => (
                <FieldInput
                  key={child.name}
                  definition={definition}
                  field={child}
                  form={form}
                  path={`${path}.${index}.${child.name}`}
                />
              ))}
              <Group justify="flex-end">
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  // Each item's button is told apart by its item's name ("Quitar paso 2"), not only by where it is.
                  aria-label={words('removeNumbered', index + 1)}
                  onClick={() => form.removeListItem(path, index)}
                >
                  {words('removeItem')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        ))}
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem(path, initialValues(children))}
          >
            {words('addItem')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
