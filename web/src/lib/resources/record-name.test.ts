import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordName } from './record-name';
import { collectionNames, resourceDefinition } from './resource-definition';
import { useRecordNames } from './use-record-names';

describe('record names', () => {
  it.each(collectionNames)('%s names its records with fields of its schema', (name) => {
    const definition = resourceDefinition(name);
    expect(definition.nameFields.length).toBeGreaterThan(0);
    for (const field of definition.nameFields) expect(definition.entity.properties?.[field], field).toBeDefined();
  });

  it('joins the text of the name fields and never falls back to the id', () => {
    const record = { _id: 'a'.repeat(24), firstName: 'Lucía', lastName: 'Martín' };
    expect(recordName(record, ['firstName', 'lastName'])).toBe('Lucía Martín');
    expect(recordName({ _id: record._id, firstName: '' }, ['firstName', 'lastName'])).toBeUndefined();
  });

  it('writes dates and enum values of a name as the screens do, set apart from each other', () => {
    const { result } = renderHook(() => useRecordNames());
    const evaluation = { _id: 'b'.repeat(24), evaluatedAt: '2026-11-03T10:27:00Z', level: 'alto' };
    const name = result.current.name(resourceDefinition('riskevaluations'), evaluation);
    const date = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(evaluation.evaluatedAt),
    );
    expect(name).toBe(`${date} · Alto`);
  });

  it('writes a collection named in a record name by its title, not its code', () => {
    const { result } = renderHook(() => useRecordNames());
    const entry = { _id: 'd'.repeat(24), action: 'update', collection: 'risktokens' };
    expect(result.current.name(resourceDefinition('auditlogs'), entry)).toBe('Modificación · Alertas de riesgo');
  });

  it("names a relation by its ends' collections and its kind", () => {
    const { result } = renderHook(() => useRecordNames());
    const relation = { _id: 'e'.repeat(24), sourceCollection: 'posts', type: 'related', targetCollection: 'projects' };
    expect(result.current.name(resourceDefinition('relations'), relation)).toBe(
      'Publicaciones · Relacionado con · Expedientes',
    );
  });

  it('names a defined attribute by its label, not its key', () => {
    const { result } = renderHook(() => useRecordNames());
    const attribute = { _id: 'f'.repeat(24), name: 'perfilProfesional', label: 'Perfil profesional' };
    expect(result.current.name(resourceDefinition('udas'), attribute)).toBe('Perfil profesional');
  });

  it("finds a chat message's receiver in the chats for a group's, else in the people", () => {
    const messages = resourceDefinition('sismessages');
    expect(messages.refTarget('receiverId', { isReceiverAGroup: true })).toBe('chats');
    expect(messages.refTarget('receiverId', { isReceiverAGroup: false })).toBe('personas');
  });

  it('names a record without values "<collection> sin nombre"', () => {
    const { result } = renderHook(() => useRecordNames());
    const review = { _id: 'c'.repeat(24) };
    expect(result.current.label(resourceDefinition('riskreviews'), review)).toMatch(/ sin nombre$/);
  });
});
