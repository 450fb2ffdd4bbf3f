// A list's export writes each value as the list does (words, dates, names, never ids) in a CSV a spreadsheet opens.
import type { ResourceRecord } from '@api/resources/resource-types';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { cellText, csvText, type ExportWords, exportTable } from './list-export';
import { resourceDefinition } from './resource-definition';

const words: ExportWords = {
  language: 'es',
  value: (value) => ({ done: 'Hecha', high: 'Alta' })[value] ?? value,
  title: (collection) => ({ posts: 'Publicaciones', projects: 'Expedientes' })[collection] ?? collection,
  field: (collection, field) => `${collection}.${field}`,
  moduleRole: (code) => `permiso ${code}`,
  yes: 'Sí',
  no: 'No',
  linkedRecord: 'Registro vinculado',
  recordName: (_definition, record) =>
    typeof record?.firstName === 'string' ? `${record.firstName} ${String(record.lastName)}` : 'sin nombre',
};

describe('list export', () => {
  const tasks = resourceDefinition('tasks');
  const project = 'c'.repeat(24);
  const task: ResourceRecord = {
    _id: 'a'.repeat(24),
    title: 'Revisar el pliego',
    status: 'done',
    dueDate: '2026-11-18T10:10:00.000Z',
    projectId: project,
  };
  const names = new Map([[`projects/${project}`, 'Lote 1: Parques urbanos']]);

  it('writes an enum by its word, a date as a spreadsheet sorts it, a reference by its name, nothing for no value', () => {
    expect(cellText(tasks, 'title', task, words, names)).toBe('Revisar el pliego');
    expect(cellText(tasks, 'status', task, words, names)).toBe('Hecha');
    // A moment as a spreadsheet sorts it, in local time.
    const due = new Date(task.dueDate as string);
    const pad = (part: number) => String(part).padStart(2, '0');
    expect(cellText(tasks, 'dueDate', task, words, names)).toBe(
      `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())} ${pad(due.getHours())}:${pad(due.getMinutes())}`,
    );
    expect(cellText(tasks, 'projectId', task, words, names)).toBe('Lote 1: Parques urbanos');
    expect(cellText(tasks, 'priority', task, words, names)).toBe('');
  });

  it("writes a yes or no, a collection's title and a list's items", () => {
    const relations = resourceDefinition('relations');
    const relation = { _id: 'b'.repeat(24), sourceCollection: 'posts', targetCollection: 'projects' };
    expect(cellText(relations, 'sourceCollection', relation, words, names)).toBe('Publicaciones');
    const products = resourceDefinition('products');
    expect(cellText(products, 'active', { _id: 'd'.repeat(24), active: false }, words, names)).toBe('No');
    // Never an id: a record of no known collection is said as the list says it.
    const documents = resourceDefinition('documents');
    expect(cellText(documents, 'targetId', { _id: 'f'.repeat(24), targetId: project }, words, names)).toBe(
      'Registro vinculado',
    );
    // Found through its candidate collections (declarations.ts refVia), by its name.
    const found = new Map([[`via:targetId/${project}`, 'Introducción a la Ley 9/2017']]);
    expect(cellText(documents, 'targetId', { _id: 'f'.repeat(24), targetId: project }, words, found)).toBe(
      'Introducción a la Ley 9/2017',
    );
    const people = resourceDefinition('personas');
    expect(cellText(people, 'firstName', { _id: 'e'.repeat(24), firstName: 'Lucía' }, words, names)).toBe('Lucía');
  });

  it("writes a saved view's fields by their titles, a permission in words and an amount as money, as the list does", () => {
    const views = resourceDefinition('viewselectors');
    const view = { _id: '1'.repeat(24), collection: 'projects', columns: ['title', 'status'], sortField: 'title' };
    expect(cellText(views, 'columns', view, words, names)).toBe('projects.title, projects.status');
    expect(cellText(views, 'sortField', view, words, names)).toBe('projects.title');
    const users = resourceDefinition('usuarios');
    const user = { _id: '2'.repeat(24), moduleroles: ['tramites:user'] };
    expect(cellText(users, 'moduleroles', user, words, names)).toBe('permiso tramites:user');
    const products = resourceDefinition('products');
    expect(cellText(products, 'unitPrice', { _id: '3'.repeat(24), unitPrice: 1250.5 }, words, names)).toMatch(
      /^1\.?250,50\s€$/,
    );
  });

  // An audit entry's change of a reference ("Asignada a: … → …") named the people by their ids.
  describe("an audit entry's changes", () => {
    afterEach(() => vi.unstubAllGlobals());
    const audit = resourceDefinition('auditlogs');
    const [before, after] = ['1'.repeat(24), '2'.repeat(24)];
    const entry: ResourceRecord = {
      _id: '9'.repeat(24),
      collection: 'tasks',
      changedFields: ['status', 'assigneeId'],
      changedValues: { status: { before: 'todo', after: 'done' }, assigneeId: { before, after } },
    };

    it('writes a referenced record changed by its name, where the export has it', () => {
      const people = new Map([
        [`usuarios/${before}`, 'Lola Saiz'],
        [`usuarios/${after}`, 'Mario Sierra'],
      ]);
      expect(cellText(audit, 'changedFields', entry, words, people)).toBe(
        'tasks.status: todo → Hecha; tasks.assigneeId: Lola Saiz → Mario Sierra',
      );
    });

    it("fetches the names of the records a change names, with the columns' references", async () => {
      const asked: string[][] = [];
      stubApi({
        'GET /api/node/usuarios/search': ({ url }) => {
          const ids = url.searchParams.getAll('ids');
          asked.push(ids);
          const people = [
            { _id: before, firstName: 'Lola', lastName: 'Saiz' },
            { _id: after, firstName: 'Mario', lastName: 'Sierra' },
          ].filter((person) => ids.includes(person._id));
          return { body: { items: people, page: 0, size: 100, total: people.length, totalPages: 1 } };
        },
      });
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const rows = await exportTable(
        queryClient,
        audit,
        [entry],
        [{ field: 'changedFields', title: 'Cambios' }],
        words,
      );
      expect(rows).toEqual([['Cambios'], ['tasks.status: todo → Hecha; tasks.assigneeId: Lola Saiz → Mario Sierra']]);
      expect(asked.flat().sort()).toEqual([before, after]);
    });
  });

  it('opens in a spreadsheet in the language: a byte-order mark, semicolons in Spanish, commas in English', async () => {
    const rows = [
      ['Nombre', 'Importe'],
      ['Obras; fase 1', '4,20 €'],
    ];
    expect(await csvText(rows, 'es')).toBe('\ufeffNombre;Importe\r\n"Obras; fase 1";4,20 €');
    expect(await csvText(rows, 'en')).toBe('\ufeffNombre,Importe\r\nObras; fase 1,"4,20 €"');
  });
});
