// Every collection and every field of the contract has a human title in Spanish and English (no raw keys).
import { collectionContracts } from '@api/resources/collections';
import type { JsonSchema } from '@api/resources/resource-types';
import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/resources';
import { fieldKind } from './field-kind';

function fieldNames(schema: JsonSchema): string[] {
  const own = Object.entries(schema.properties ?? {});
  return own.flatMap(([name, child]) => [name, ...fieldNames(child), ...fieldNames(child.items ?? {})]);
}

function enumValues(schema: JsonSchema): string[] {
  const own = [...(schema.enum ?? []), ...(schema.items?.enum ?? [])].map(String);
  const children = Object.values(schema.properties ?? {}).flatMap((child) => [
    ...enumValues(child),
    ...enumValues(child.items ?? {}),
  ]);
  return [...own, ...children];
}

/** The paths of a schema's lists of objects (`steps`), in nested objects too (`budget.lines`). */
function objectLists(schema: JsonSchema, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => {
    const path = `${prefix}${name}`;
    const kind = fieldKind(child);
    if (kind === 'objectList') return [path, ...objectLists(child.items ?? {}, `${path}.`)];
    return kind === 'object' ? objectLists(child, `${path}.`) : [];
  });
}

describe.each(['es', 'en'] as const)('collections namespace (%s)', (language) => {
  const texts = resources[language].collections as unknown as Record<string, Record<string, unknown>>;
  const shared = texts.fields as Record<string, string>;
  const values = texts.values as Record<string, string>;

  it.each(Object.keys(collectionContracts))(
    'titles %s, a new record of it, and every one of its fields and values',
    (name) => {
      const contract = collectionContracts[name as keyof typeof collectionContracts];
      expect(texts[name]?.title, `${name}.title`).toBeTruthy();
      // The create screen's title names one record ("Nuevo expediente").
      expect(texts[name]?.new, `${name}.new`).toBeTruthy();
      const own = (texts[name]?.fields ?? {}) as Record<string, string>;
      const untitled = fieldNames(contract.entity).filter((field) => !own[field] && !shared[field]);
      expect(untitled).toEqual([]);
      expect(enumValues(contract.entity).filter((value) => !values[value])).toEqual([]);
    },
  );

  // A form's list of objects says what its items are ("Paso 2", "Añadir paso"), not "Elemento 2" for every list.
  it.each(Object.keys(collectionContracts))('names the items of every list of objects of %s', (name) => {
    const contract = collectionContracts[name as keyof typeof collectionContracts];
    const items = (texts[name]?.items ?? {}) as Record<string, Record<string, string> | undefined>;
    for (const list of objectLists(contract.entity)) {
      const words = items[list];
      expect(words?.item, `${name}.items.${list}.item`).toMatch(/\{\{number\}\}/);
      expect(words?.addItem, `${name}.items.${list}.addItem`).toBeTruthy();
      expect(words?.removeItem, `${name}.items.${list}.removeItem`).toBeTruthy();
      expect(words?.removeNumbered, `${name}.items.${list}.removeNumbered`).toMatch(/\{\{number\}\}/);
    }
  });

  // A record's screen lists its fields by title: two fields of one title ("Remitente" for the sender's id and for
  // their name) read as one said twice.
  it.each(Object.keys(collectionContracts))('titles no two top-level fields of %s alike', (name) => {
    const contract = collectionContracts[name as keyof typeof collectionContracts];
    const own = (texts[name]?.fields ?? {}) as Record<string, string>;
    const byTitle = new Map<string, string[]>();
    for (const field of Object.keys(contract.entity.properties ?? {})) {
      const title = own[field] ?? shared[field] ?? field;
      byTitle.set(title, [...(byTitle.get(title) ?? []), field]);
    }
    expect([...byTitle.values()].filter((fields) => fields.length > 1)).toEqual([]);
  });
});
