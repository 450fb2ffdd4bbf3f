// The value of a field filter, with the input the filtered field's kind needs: its options for enums and
// yes/no, a record picker for references, a day for an end of a date range, else a text. Used by the lists' filter menu and by a saved view's
// form, whose filters are the same.
import { Select, TextInput } from '@mantine/core';
import { fieldKind, filterValueSchema } from '../../lib/resources/field-kind';
import { rangeEnd } from '../../lib/resources/range-end';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { RangeEndInput } from './range-end-input';
import { ReferencePicker } from './reference-picker';
import { selectValue } from './select-value';
import { ViaReferencePicker } from './via-reference-picker';

interface FilterValueInputProps {
  /** The collection filtered. */
  definition: ResourceDefinition;
  /** The field filtered (a dotted path). */
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  required?: boolean;
  /** Inside a popover, the options stay in it. */
  withinPortal?: boolean;
}

export function FilterValueInput({
  definition,
  field,
  label,
  value,
  onChange,
  error,
  required,
  withinPortal = true,
}: FilterValueInputProps) {
  const labels = useResourceLabels();
  const range = rangeEnd(definition.contract, field);
  if (range)
    return (
      <RangeEndInput
        end={range.end}
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        required={required}
        withinPortal={withinPortal}
      />
    );
  const schema = filterValueSchema(definition.entity, field);
  const kind = fieldKind(schema);
  const target = definition.refTarget(field);
  const common = { label, error, withAsterisk: required };
  if (kind === 'enum' || kind === 'boolean')
    return (
      <Select
        {...common}
        data={
          kind === 'boolean'
            ? [
                { value: 'true', label: labels.text('ui.yes') },
                { value: 'false', label: labels.text('ui.no') },
              ]
            : (schema.enum ?? []).map((option) => ({
                value: String(option),
                label: labels.value(String(option), definition.name, field),
              }))
        }
        value={selectValue(value)}
        onChange={(next) => onChange(next ?? '')}
        comboboxProps={{ withinPortal }}
      />
    );
  if ((kind === 'reference' || kind === 'referenceList') && target)
    return (
      <ReferencePicker
        collection={target}
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        required={required}
      />
    );
  const via = definition.declaration.refVia?.[field];
  if (kind === 'reference' && via)
    return (
      <ViaReferencePicker
        candidates={via}
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        required={required}
      />
    );
  return <TextInput {...common} value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
}
