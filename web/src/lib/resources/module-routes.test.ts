// Where a collection's screens live, and a list narrowed to a record as the list page reads it back.
import { describe, expect, it } from 'vitest';
import { validateListSearch } from './list-search';
import { filteredListPath, recordPath } from './module-routes';

describe('module routes', () => {
  it("puts a record under its module's path, else under /colecciones", () => {
    expect(recordPath('tasks', 'a'.repeat(24))).toBe(`/tasks/${'a'.repeat(24)}`);
    expect(recordPath('auditlogs', 'b'.repeat(24))).toBe(`/colecciones/auditlogs/${'b'.repeat(24)}`);
  });

  it('writes a filtered list whose filters and order the list page reads back', () => {
    const path = filteredListPath(
      'auditlogs',
      { entityId: 'c'.repeat(24), actorKind: 'admin' },
      { sort: 'ts', order: 'desc' },
    );
    const [base, query] = path.split('?');
    expect(base).toBe('/colecciones/auditlogs');
    const search = Object.fromEntries(new URLSearchParams(query));
    expect(validateListSearch({ ...search, filters: JSON.parse(String(search.filters)) })).toMatchObject({
      filters: { entityId: 'c'.repeat(24), actorKind: 'admin' },
      sort: 'ts',
      order: 'desc',
    });
    expect(filteredListPath('tasks', { assigneeId: 'd'.repeat(24) })).toBe(
      `/tasks?filters=${encodeURIComponent(JSON.stringify({ assigneeId: 'd'.repeat(24) }))}`,
    );
  });
});
