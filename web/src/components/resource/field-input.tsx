// One form field, its input chosen by the field's kind: text, long text, a picture's address, numbers, switch, select (enums),
// date pickers, tags, reference pickers, colours, fieldsets for nested objects, repeatable groups for lists of
// them; names of the contract's collections and fields have their own inputs (contract-name-input.tsx).
import {
  Avatar,
  JsonInput,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Select,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput, DateTimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { assetUrl } from '../../lib/asset-url';
import { moneyInputParts } from '../../lib/intl/currency';
import type { FormField } from '../../lib/resources/form-fields';
import type { FormValues } from '../../lib/resources/form-values';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { isModuleRole } from '../../lib/resources/value-text';
import { IconPicker } from '../icons/icon-picker';
import { ContractNameInput, namesContract } from './contract-name-input';
import { ObjectFields, ObjectListInput } from './object-inputs';
import { ReferenceListPicker, ReferencePicker } from './reference-picker';
import { selectValue } from './select-value';
import { ThemeColorInput } from './theme-color-input';
import { ViaReferencePicker } from './via-reference-picker';

export interface FieldInputProps {
  definition: ResourceDefinition;
  field: FormField;
  form: UseFormReturnType<FormValues>;
  /** Path of the field in the form values (differs from field.path inside list items). */
  path: string;
}

export function FieldInput({ definition, field, form, path }: FieldInputProps) {
  const labels = useResourceLabels();
  const label = labels.field(definition.name, field.name);
  const input = form.getInputProps(path, { type: field.kind === 'boolean' ? 'checkbox' : 'input' });
  // The form is controlled: inputs need no form.key() (and React refuses a key spread in props).
  const common = { label, withAsterisk: field.required, disabled: field.readOnly };
  const { schema } = field;
  const options = (values: readonly unknown[] | undefined) =>
    (values ?? []).map((value) => ({
      value: String(value),
      label: labels.value(String(value), definition.name, field.schemaPath),
    }));

  if (namesContract(schema)) return <ContractNameInput definition={definition} field={field} form={form} path={path} />;
  if (schema['x-icon'])
    return (
      <IconPicker
        label={label}
        withAsterisk={field.required}
        disabled={field.readOnly}
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={input.onChange}
        error={input.error}
      />
    );

  // A picture's address is one line, shown beside it as it will look (a long text's box suited it ill).
  if (schema['x-picture'] && field.kind !== 'json') {
    const path = typeof input.value === 'string' ? input.value.trim() : '';
    return (
      <TextInput
        {...common}
        {...input}
        maxLength={schema.maxLength}
        leftSection={path === '' ? undefined : <Avatar src={assetUrl(path)} alt="" size={24} radius="xl" />}
      />
    );
  }

  // Permissions are picked in words ("Usuarios (administración)"), as the record's screen says them, not typed as
  // codes; a code the interface has no words for keeps its parts as written ("archivo (lectura)"). A list of them
  // (a user's) and a single one (a procedure step's role) alike.
  if ((field.kind === 'tags' || field.kind === 'text') && isModuleRole(schema)) {
    const held = Array.isArray(input.value) ? input.value : [input.value];
    const values = held.filter((value): value is string => typeof value === 'string' && value !== '');
    const data = [...new Set([...values, ...labels.moduleRoleCodes()])].map((code) => ({
      value: code,
      label: labels.moduleRole(code),
    }));
    if (field.kind === 'tags') {
      return <MultiSelect {...common} {...input} searchable maxValues={schema.maxItems} data={data} />;
    }
    return (
      <Select
        {...common}
        {...input}
        value={selectValue(input.value)}
        onChange={(next: string | null) => input.onChange(next ?? '')}
        searchable
        data={data}
        clearable={!field.required}
        allowDeselect={!field.required}
      />
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
          value={selectValue(input.value)}
          onChange={(next: string | null) => input.onChange(next ?? '')}
          data={options(schema.enum)}
          clearable={!field.required}
          allowDeselect={!field.required}
        />
      );
    case 'color':
      return <ThemeColorInput {...common} {...input} onChange={input.onChange} />;
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
      const via = definition.declaration.refVia?.[field.schemaPath];
      const picker = {
        label,
        required: field.required,
        disabled: field.readOnly,
        error: input.error,
        value: input.value,
        onChange: input.onChange,
      };
      if (!target && via && field.kind === 'reference') return <ViaReferencePicker candidates={via} {...picker} />;
      if (!target) return <TextInput {...common} {...input} />;
      const Picker = field.kind === 'reference' ? ReferencePicker : ReferenceListPicker;
      return <Picker collection={target} {...picker} />;
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
