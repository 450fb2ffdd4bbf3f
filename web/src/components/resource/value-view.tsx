// A field's value for people, chosen by its kind: its text as value-text.ts writes it (words, dates, numbers, the
// titles of collections, fields and permissions), referenced records by name, lists as badges, nested objects as
// nested details; a record's changed fields with their values before and after.
import type { JsonSchema } from '@api/resources/resource-types';
import { Avatar, Badge, Code, ColorSwatch, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { assetUrl } from '../../lib/asset-url';
import { fieldKind } from '../../lib/resources/field-kind';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import {
  changedFieldPlace,
  changedValue,
  filteredPlace,
  isModuleRole,
  isNoValue,
  itemText,
  type ValuePlace,
  valueText,
  valueWords,
} from '../../lib/resources/value-text';
import { EmailAddress } from '../email-address';
import { ApiIcon } from '../icons/api-icon';
import { iconName } from '../icons/heroicon-index';
import { WrapAfter } from '../wrap-after';
import { ReferenceName, ViaReferenceName } from './reference-name';
import classes from './resource.module.css';

/** A badge whose text wraps inside the box it is in (a long record name), rather than being cut at its edge. */
const wrappingBadge = { root: classes.badge, label: classes.badgeLabel };

interface ValueViewProps {
  definition: ResourceDefinition;
  name: string;
  schema: JsonSchema;
  value: unknown;
  record: Readonly<Record<string, unknown>>;
  /** Compact form for table cells (clamped texts, counts instead of nested lists). */
  compact?: boolean;
  /** The whole record, when `record` is a nested one (a list item's). */
  root?: Readonly<Record<string, unknown>>;
}

/** A record's field in a table cell or a phone card: the compact form of its value, by the contract's schema. */
export function CompactValue({
  definition,
  field,
  record,
}: {
  definition: ResourceDefinition;
  field: string;
  record: Readonly<Record<string, unknown>>;
}) {
  const schema = definition.entity.properties?.[field] ?? {};
  return (
    <ValueView definition={definition} name={field} schema={schema} value={record[field]} record={record} compact />
  );
}

export function ValueView({ definition, name, schema, value, record, compact = false, root }: ValueViewProps) {
  const labels = useResourceLabels();
  const words = valueWords(labels);
  if (isNoValue(value))
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  const place: ValuePlace = { definition, field: name, schema, record, root };
  // A filter's value reads as a value of the field it filters (an enum's label, a record's name).
  const filtered = filteredPlace(place, value);
  if (filtered)
    return (
      <ValueView
        definition={filtered.place.definition}
        name={filtered.place.field}
        schema={filtered.place.schema}
        value={filtered.value}
        record={filtered.place.record}
        compact={compact}
      />
    );
  if (schema['x-picture']) return <PictureValue path={String(value)} compact={compact} />;
  if (schema['x-icon'])
    return (
      <Group component="span" gap={6} wrap="nowrap">
        <ApiIcon name={String(value)} size={18} />
        <Text span>{iconName(String(value))}</Text>
      </Group>
    );
  if (schema['x-change-values'] !== undefined)
    return <ChangedFields place={place} fields={(value as unknown[]).map(String)} />;
  const kind = fieldKind(schema);
  // A permission reads in words; its code, which forms and the API use, stays in the tooltip.
  const codeTitle = (item: string) => (isModuleRole(schema) ? item : undefined);
  switch (kind) {
    case 'enum':
      return (
        <Badge variant="light" tt="none" classNames={wrappingBadge}>
          {valueText(place, value, words)}
        </Badge>
      );
    case 'boolean':
    case 'date':
    case 'dateTime':
    case 'number':
    case 'integer':
      return <Text span>{valueText(place, value, words)}</Text>;
    case 'color':
      return (
        <Group component="span" gap={6} wrap="nowrap">
          <ColorSwatch component="span" color={String(value)} size={14} />
          <Text span>{String(value)}</Text>
        </Group>
      );
    case 'reference': {
      const target = definition.refTarget(name, record);
      const via = definition.declaration.refVia?.[name];
      // In the type of the other values.
      return target ? (
        <Text span>
          <ReferenceName collection={target} id={String(value)} linked={!compact} />
        </Text>
      ) : via ? (
        <Text span>
          <ViaReferenceName candidates={via} id={String(value)} linked={!compact} />
        </Text>
      ) : (
        <Text span c="dimmed">
          {labels.text('ui.linkedRecord')}
        </Text>
      );
    }
    case 'referenceList':
    case 'tags':
    case 'enumList': {
      const items = (value as unknown[]).map(String);
      const target = kind === 'referenceList' ? definition.refTarget(name, record) : undefined;
      if (compact && items.length > 3) return <Text span>{labels.text('ui.items', { count: items.length })}</Text>;
      return (
        <Group gap={4}>
          {items.map((item) =>
            target ? (
              <Badge key={item} variant="outline" tt="none" classNames={wrappingBadge}>
                <ReferenceName collection={target} id={item} />
              </Badge>
            ) : (
              <Badge key={item} variant="outline" tt="none" classNames={wrappingBadge} title={codeTitle(item)}>
                {kind === 'referenceList' ? labels.text('ui.linkedRecord') : itemText(place, item, words)}
              </Badge>
            ),
          )}
        </Group>
      );
    }
    case 'longText':
      return (
        <Text span className={compact ? classes.clamp : classes.longText}>
          {String(value)}
        </Text>
      );
    case 'object':
    case 'objectList':
      if (compact)
        return <Text span>{labels.text('ui.items', { count: Array.isArray(value) ? value.length : 1 })}</Text>;
      return <NestedValue definition={definition} name={name} schema={schema} value={value} root={root ?? record} />;
    case 'json':
      return compact ? (
        <Text span c="dimmed">
          {labels.text('ui.structured')}
        </Text>
      ) : (
        <Code block>{JSON.stringify(value, null, 2)}</Code>
      );
    default:
      return (
        <Text span className={compact ? classes.clamp : undefined} title={codeTitle(String(value))}>
          {schema.format === 'email' ? <EmailAddress address={String(value)} /> : itemText(place, String(value), words)}
        </Text>
      );
  }
}

/**
 * Changed fields (x-change-values), one a line: the field's title and, where the record kept them, its values before
 * and after, each written as that field's own (a badge, a record's name, a date): "Estado: En curso → Completada".
 * Always compact: a history line, not a record's screen.
 */
function ChangedFields({ place, fields }: { place: ValuePlace; fields: readonly string[] }) {
  const labels = useResourceLabels();
  const words = valueWords(labels);
  return (
    <Stack component="span" gap={4}>
      {fields.map((field) => {
        const change = changedValue(place, field);
        const side = (value: unknown) => {
          const at = changedFieldPlace(place, field, value);
          return at ? (
            <ValueView
              definition={at.definition}
              name={field}
              schema={at.schema}
              value={value}
              record={at.record}
              compact
            />
          ) : (
            <Text span>{String(value)}</Text>
          );
        };
        return (
          <Group key={field} component="span" gap={6} wrap="wrap">
            <Text span fw={500}>
              {itemText(place, field, words)}
              {change && ':'}
            </Text>
            {change && (
              <>
                {side(change.before)}
                <Text span c="dimmed" aria-hidden>
                  →
                </Text>
                <VisuallyHidden>{` ${labels.text('ui.changedTo')} `}</VisuallyHidden>
                {side(change.after)}
              </>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

/**
 * A picture's path shown as the picture, beside its path (an upload's data URL is no text to read). The path may
 * wrap after each "/", not inside a folder's or the file's name ("fe-male" on a narrow phone).
 */
function PictureValue({ path, compact }: { path: string; compact: boolean }) {
  const labels = useResourceLabels();
  return (
    <Group component="span" gap="sm" wrap="nowrap">
      <Avatar component="span" src={assetUrl(path)} alt="" size={compact ? 28 : 48} radius="xl" />
      {!compact && (
        <Text span className={classes.longText}>
          {path.startsWith('data:') ? labels.text('ui.uploadedPicture') : <WrapAfter text={path} separator="/" />}
        </Text>
      )}
    </Group>
  );
}

function NestedValue({
  name,
  definition,
  schema,
  value,
  root,
}: {
  name: string;
  definition: ResourceDefinition;
  schema: JsonSchema;
  value: unknown;
  root: Readonly<Record<string, unknown>>;
}) {
  const labels = useResourceLabels();
  const itemSchema = Array.isArray(value) ? (schema.items ?? {}) : schema;
  const entries = Array.isArray(value) ? value : [value];
  return (
    <>
      {entries.map((entry, index) => {
        const record = (entry ?? {}) as Record<string, unknown>;
        return (
          // Items have no identity of their own; their position is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: list items without ids
          <dl key={index} className={`${classes.details} ${classes.nestedItem}`}>
            {Object.entries(itemSchema.properties ?? {}).map(([field, fieldSchema]) => (
              <NestedRow key={field} label={labels.field(definition.name, field)}>
                <ValueView
                  definition={definition}
                  name={`${name}.${field}`}
                  schema={fieldSchema}
                  value={record[field]}
                  record={record}
                  root={root}
                />
              </NestedRow>
            ))}
          </dl>
        );
      })}
    </>
  );
}

function NestedRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
