// One form field, its input chosen by the field's kind: text, long text, numbers, switch, select (enums),
// date pickers, tags, reference pickers, fieldsets for nested objects, repeatable groups for lists of them; a
// collection (x-collection-name) or fields of one (x-field-of) are picked from the contract's, by title.
import {
  ColorInput,
  JsonInput,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Select,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
  useMantineTheme,
} from '@mantine/core';
import { DateInput, DateTimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { moneyInputParts } from '../../lib/intl/currency';
import { dependentsOf, fieldChoices, fieldOwner, valueOwner } from '../../lib/resources/field-choices';
import type { FormField } from '../../lib/resources/form-fields';
import type { FormValues } from '../../lib/resources/form-values';
import { collectionNames, type ResourceDefinition } from '../../lib/resources/resource-definition';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { FilterValueInput } from './filter-value-input';
import { ObjectFields, ObjectListInput } from './object-inputs';
import { ReferenceListPicker, ReferencePicker } from './reference-picker';

/** The theme's colours a colour input offers. */
const SWATCH_COLORS = ['blue', 'teal', 'green', 'yellow', 'orange', 'red', 'grape', 'indigo'];

export interface FieldInputProps {
  definition: ResourceDefinition;
  field: FormField;
  form: UseFormReturnType<FormValues>;
  /** Path of the field in the form values (differs from field.path inside list items). */
  path: string;
}

export function FieldInput({ definition, field, form, path }: FieldInputProps) {
  const labels = useResourceLabels();
  const theme = useMantineTheme();
  const label = labels.field(definition.name, field.name);
  const input = form.getInputProps(path, { type: field.kind === 'boolean' ? 'checkbox' : 'input' });
  // The form is controlled: inputs need no form.key() (and React refuses a key spread in props).
  const common = { label, withAsterisk: field.required, disabled: field.readOnly };
  const { schema } = field;
  const swatches = SWATCH_COLORS.map((color) => theme.colors[color]?.[6] ?? '').filter(Boolean);
  const options = (values: readonly unknown[] | undefined) =>
    (values ?? []).map((value) => ({ value: String(value), label: labels.value(String(value)) }));

  if (schema['x-collection-name']) {
    const collections = collectionNames
      .map((name) => ({ value: name, label: labels.title(name) }))
      .sort((a, b) => a.label.localeCompare(b.label, labels.language));
    // Fields and filters of the collection chosen before do not belong to another one.
    const choose = (next: string | null) => {
      if (next !== input.value)
        for (const [name, empty] of dependentsOf(definition.entity, field.name)) form.setFieldValue(name, empty);
      input.onChange(next ?? '');
    };
    return (
      <Select {...common} {...input} onChange={choose} data={collections} searchable clearable={!field.required} />
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
      <Select {...common} {...input} data={data} searchable clearable={!field.required} />
    );
  }

  switch (field.kind) {
    case 'longText':
      return <Textarea {...common} {...input} autosize minRows={3} maxRows={12} maxLength={schema.maxLength} />;
    case 'number':
    case 'integer': {
      const currency = schema['x-currency'];
      const money = currency ? moneyInputParts(labels.language, currency) : undefined;
      return (
        <NumberInput
          {...common}
          {...input}
          allowDecimal={field.kind === 'number'}
          min={schema.minimum}
          max={schema.maximum}
          decimalSeparator={labels.language === 'es' ? ',' : '.'}
          thousandSeparator={labels.language === 'es' ? '.' : ','}
          prefix={money?.prefix}
          suffix={money?.suffix}
          decimalScale={money?.decimals}
          fixedDecimalScale={money !== undefined}
        />
      );
    }
    case 'boolean':
      // A switch always holds a value, and Mantine's has no required mark (the prop would reach the DOM).
      return <Switch label={label} disabled={field.readOnly} {...input} />;
    case 'enum':
      return (
        <Select
          {...common}
          {...input}
          data={options(schema.enum)}
          clearable={!field.required}
          allowDeselect={!field.required}
        />
      );
    case 'color':
      // The contract's colours are lowercase hex; the theme's colours are offered as swatches.
      return (
        <ColorInput
          {...common}
          {...input}
          format="hex"
          swatches={swatches}
          swatchesPerRow={swatches.length}
          onChange={(next) => input.onChange(next.toLowerCase())}
        />
      );
    case 'date':
      return <DateInput {...common} {...input} valueFormat="DD/MM/YYYY" clearable={!field.required} />;
    case 'dateTime':
      return <DateTimePicker {...common} {...input} valueFormat="DD/MM/YYYY HH:mm" clearable={!field.required} />;
    case 'tags':
      return <TagsInput {...common} {...input} maxTags={schema.maxItems} />;
    case 'enumList':
      return <MultiSelect {...common} {...input} data={options(schema.items?.enum)} />;
    case 'reference':
    case 'referenceList': {
      const target = definition.refTarget(field.schemaPath, form.getValues());
      if (!target) return <TextInput {...common} {...input} />;
      const Picker = field.kind === 'reference' ? ReferencePicker : ReferenceListPicker;
      return (
        <Picker
          collection={target}
          label={label}
          required={field.required}
          disabled={field.readOnly}
          error={input.error}
          value={input.value}
          onChange={input.onChange}
        />
      );
    }
    case 'object':
      return <ObjectFields definition={definition} field={field} form={form} path={path} label={label} />;
    case 'objectList':
      return <ObjectListInput definition={definition} field={field} form={form} path={path} label={label} />;
    case 'json':
      return <JsonInput {...common} {...input} autosize minRows={3} formatOnBlur />;
    default:
      if (field.name === 'password') return <PasswordInput {...common} {...input} autoComplete="new-password" />;
      return (
        <TextInput
          {...common}
          {...input}
          maxLength={schema.maxLength}
          type={schema.format === 'email' ? 'email' : 'text'}
        />
      );
  }
}
