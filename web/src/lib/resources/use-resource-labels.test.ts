// The permissions the forms offer: every module the interface names, with every role, said in words; the ends of a
// date range filter, said as their field's.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import es from '../../locales/es/collections.json' with { type: 'json' };
import { useResourceLabels } from './use-resource-labels';

describe('useResourceLabels', () => {
  it('lists every module with every role as a permission code, each said in words', () => {
    const { result } = renderHook(() => useResourceLabels());
    const codes = result.current.moduleRoleCodes();
    const modules = Object.keys(es.moduleRoles.modules);
    const roles = Object.keys(es.moduleRoles.roles);
    expect(codes).toHaveLength(modules.length * roles.length);
    expect(codes).toEqual(expect.arrayContaining(['usuarios:admin', 'tareas:view', 'riesgos:analyst']));
    expect(result.current.moduleRole('usuarios:admin')).toBe('Usuarios (administración)');
  });

  it("says an end of a date range filter as its field's title with the end", () => {
    const { result } = renderHook(() => useResourceLabels());
    const startsAt = result.current.field('agendables', 'startsAt');
    expect(startsAt).not.toBe('Starts at');
    expect(result.current.field('agendables', 'startsAtFrom')).toBe(`${startsAt} (desde)`);
    expect(result.current.field('agendables', 'startsAtTo')).toBe(`${startsAt} (hasta)`);
    // A field whose name ends the same way is its own.
    expect(result.current.field('agendables', 'name')).toBe('Nombre');
  });
});
