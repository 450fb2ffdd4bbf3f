// The one writer of values as text: what a screen, a record's name and an export say for a value.
import type { CollectionName } from '@api/resources/collections';
import { describe, expect, it } from 'vitest';
import { resourceDefinition } from './resource-definition';
import { type ValuePlace, type ValueWords, valueText } from './value-text';

const words: ValueWords = {
  language: 'es',
  value: (value, collection, field) => `${collection}.${field}=${value}`,
  title: (collection) => `colección ${collection}`,
  field: (collection, field) => `campo ${collection}.${field}`,
  moduleRole: (code) => `permiso ${code}`,
  yes: 'Sí',
  no: 'No',
};

function place(collection: CollectionName, field: string, record: Record<string, unknown> = {}): ValuePlace {
  const definition = resourceDefinition(collection);
  return { definition, field, schema: definition.entity.properties?.[field] ?? {}, record };
}

describe('valueText', () => {
  it('writes a filter’s value as a value of the field it filters, typed as the list’s filters type it', () => {
    const view = { collection: 'products', filters: [{ field: 'active', operator: 'eq', value: 'false' }] };
    const definition = resourceDefinition('viewselectors');
    const filterSchema = definition.entity.properties?.filters?.items?.properties?.value ?? {};
    const filter = view.filters[0] ?? {};
    const filterPlace = { definition, field: 'filters.value', schema: filterSchema, record: filter, root: view };
    expect(valueText(filterPlace, 'false', words)).toBe('No');
  });

  it('writes list items one by one, a size in bytes as a size, and nothing for no value or a reference', () => {
    const user = { roles: ['admin', 'auditor'] };
    expect(valueText(place('usuarios', 'roles', user), user.roles, words)).toBe(
      'usuarios.roles=admin, usuarios.roles=auditor',
    );
    expect(valueText(place('assets', 'size'), 4_165_121, words)).toBe('4,2\u00a0MB');
    expect(valueText(place('tasks', 'title'), '', words)).toBeUndefined();
    expect(valueText(place('tasks', 'projectId'), 'c'.repeat(24), words)).toBeUndefined();
  });

  it("writes an audit entry's changed fields with their values before and after where kept, in the field's words", () => {
    const entry = {
      collection: 'tasks',
      changedFields: ['status', 'dueDate', 'description'],
      changedValues: { status: { before: 'todo', after: 'done' }, dueDate: { after: '2026-12-01T09:00:00.000Z' } },
    };
    const written = valueText(place('auditlogs', 'changedFields', entry), entry.changedFields, words);
    const due = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(entry.changedValues.dueDate.after),
    );
    expect(written).toBe(
      `campo tasks.status: tasks.status=todo → tasks.status=done; campo tasks.dueDate: — → ${due}; campo tasks.description`,
    );
  });
});
