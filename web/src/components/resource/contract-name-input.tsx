// Inputs of values that name parts of the contract: an /api/node collection (x-collection-name), fields of the
// collection the record names (x-field-of) and a value of such a field (x-value-of). They offer the contract's
// choices by their titles instead of a text box; choosing another collection empties what named the one before.

import type { JsonSchema } from '@api/resources/resource-types';
import { MultiSelect, Select, TextInput } from '@mantine/core';
import { collectionOptions } from '../../lib/resources/collection-options';
import { dependentsOf, fieldChoices, fieldOwner, valueOwner } from '../../lib/resources/field-choices';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import type { FieldInputProps } from './field-input';
import { FilterValueInput } from './filter-value-input';
import { selectValue } from './select-value';

/** Whether a field's value names a part of the contract (its input is ContractNameInput's). */
export function namesContract(schema: JsonSchema): boolean {
  return Boolean(schema['x-collection-name'] || schema['x-value-of'] || (schema.items ?? schema)['x-field-of']);
}

export function ContractNameInput({ definition, field, form, path }: FieldInputProps) {
  const labels = useResourceLabels();
  const label = labels.field(definition.name, field.name);
  const input = form.getInputProps(path);
  const common = { label, withAsterisk: field.required, disabled: field.readOnly };
  const { schema } = field;

  if (schema['x-collection-name']) {
    const collections = collectionOptions(labels);
    // Fields and filters of the collection chosen before do not belong to another one.
    const choose = (next: string | null) => {
      if (next !== input.value)
        for (const [name, empty] of dependentsOf(definition.entity, field.name)) form.setFieldValue(name, empty);
      input.onChange(next ?? '');
    };
    return (
      <Select
        {...common}
        {...input}
        value={selectValue(input.value)}
        onChange={choose}
        data={collections}
        searchable
        clearable={!field.required}
      />
    );
  }
  if (schema['x-value-of']) {
    // The object holding this value (a filter) is the form's values at the parent path.
    const parent = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '';
    const item = (parent ? form.getInputProps(parent).value : form.getValues()) as Record<string, unknown>;
    const owner = valueOwner(schema, item ?? {}, form.getValues());
    if (owner)
      return (
        <FilterValueInput
          definition={owner.definition}
          field={owner.field}
          label={label}
          value={typeof input.value === 'string' ? input.value : ''}
          onChange={input.onChange}
          error={input.error}
          required={field.required}
        />
      );
  }
  const fieldOf = (schema.items ?? schema)['x-field-of'];
  if (fieldOf && (field.kind === 'text' || field.kind === 'tags')) {
    const owner = fieldOwner(schema.items ?? schema, form.getValues());
    if (!owner) return <Select {...common} data={[]} disabled placeholder={labels.text('ui.chooseCollectionFirst')} />;
    const chosen: string[] = Array.isArray(input.value) ? input.value : input.value ? [String(input.value)] : [];
    // What the record names stays offered, even a field the lists no longer offer.
    const choices = fieldChoices(owner, fieldOf.as);
    const data = [...choices, ...chosen.filter((value) => !choices.includes(value))].map((value) => ({
      value,
      label: labels.field(owner, value),
    }));
    return field.kind === 'tags' ? (
      <MultiSelect {...common} {...input} data={data} searchable maxValues={schema.maxItems} />
    ) : (
      <Select
        {...common}
        {...input}
        value={selectValue(input.value)}
        onChange={(next: string | null) => input.onChange(next ?? '')}
        data={data}
        searchable
        clearable={!field.required}
      />
    );
  }

  return <TextInput {...common} {...input} maxLength={schema.maxLength} />;
}
