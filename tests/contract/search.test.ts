// Global search (`api/common/search`): contacts, menu pages and tasks, grouped in that order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectError } from '../helpers/contract.ts';

type Group = Schema<'SearchResults'>[number];

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

const search = async (query: string, lang?: string) =>
  contractBody(await api.post(`/api/common/search${lang ? `?lang=${lang}` : ''}`).send({ query }), 'searchQuery');
/** The groups of a non-empty query's answer (an empty query's answer is an object). */
const groupsOf = (answer: Awaited<ReturnType<typeof search>>): Group[] => {
  if (!Array.isArray(answer)) throw new Error(`not a list of groups: ${JSON.stringify(answer)}`);
  return answer;
};
const group = (answer: Awaited<ReturnType<typeof search>>, id: string) =>
  groupsOf(answer).find((candidate) => candidate.id === id);

describe('POST /api/common/search', () => {
  it('answers {results: []} (an object) to an empty query and [] when nothing matches', async () => {
    expect(await search('')).toEqual({ results: [] });
    expect(await search('zzqqxxjj')).toEqual([]);
  });

  it('finds contacts by name, case-insensitively, with their link and value', async () => {
    const contacts = contractBody(await api.get('/api/apps/contacts/all'), 'contactsListContacts');
    const target = contacts[0] as { id: string; name: string };
    const fragment = target.name.slice(0, 5).toUpperCase();
    const found = group(await search(fragment), 'contacts');
    expect(found?.label).toBe('Contactos');
    const hit = found?.results.find((result) => result.id === target.id);
    expect(hit).toMatchObject({ link: `/apps/contacts/${target.id}`, value: target.name, name: target.name });
    for (const result of found?.results ?? []) expect(result.value.toLowerCase()).toContain(fragment.toLowerCase());
  });

  it('finds contacts, pages and tasks whatever the accents typed', async () => {
    const contacts = contractBody(await api.get('/api/apps/contacts/all'), 'contactsListContacts');
    const accented = contacts.find((contact) => contact.name.normalize('NFD') !== contact.name) as {
      id: string;
      name: string;
    };
    const plain = accented.name.normalize('NFD').replace(/\p{Diacritic}/gu, '');
    expect(group(await search(plain), 'contacts')?.results.map((result) => result.id)).toContain(accented.id);
    const tasks = contractBody(await api.get('/api/apps/tasks/all'), 'tasksListTasks');
    const task = tasks.find((candidate) => /[áéíóúñ]/.test(candidate.title)) as { id: string; title: string };
    const taskWords = task.title
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    expect(group(await search(taskWords), 'tasks')?.results.map((result) => result.id)).toContain(task.id);
    // "Registro de auditoría" (the audit trail's menu page), typed without its accent and with one it does not have.
    expect(group(await search('auditoria'), 'pages')?.results.map((result) => result.value)).toContain(
      'Registro de auditoría',
    );
    expect(group(await search('áuditoria'), 'pages')?.results.map((result) => result.value)).toContain(
      'Registro de auditoría',
    );
  });

  it('finds menu pages in the request language', async () => {
    const es = group(await search('EVALU'), 'pages');
    expect(es?.label).toBe('Páginas');
    expect(es?.results.find((result) => result.id === 'riesgos.evaluar')).toMatchObject({
      value: 'Evaluar riesgo',
      link: '/evaluar',
    });
    const en = group(await search('assess', 'en'), 'pages');
    expect(en?.label).toBe('Pages');
    expect(en?.results.map((result) => result.value)).toContain('Assess risk');
  });

  it('matches page subtitles case-sensitively against the lowercased query (template quirk)', async () => {
    // riesgos.ctq: title "Factores críticos de calidad", subtitle "Critical to quality (CTQ)".
    expect(group(await search('Quality'), 'pages')?.results.map((result) => result.id)).toContain('riesgos.ctq');
    expect(group(await search('ctq'), 'pages')).toBeUndefined();
  });

  it('finds tasks by title with their link, after contacts and pages', async () => {
    const tasks = contractBody(await api.get('/api/apps/tasks/all'), 'tasksListTasks');
    const target = tasks.find((task) => task.title.length >= 6) as { id: string; title: string };
    const groups = await search(target.title.slice(0, 6));
    const found = group(groups, 'tasks');
    expect(found?.results.find((result) => result.id === target.id)).toMatchObject({
      link: `/apps/tasks/${target.id}`,
      value: target.title,
    });
    const order = ['contacts', 'pages', 'tasks'] as const;
    const ids: string[] = groupsOf(groups).map((candidate) => candidate.id);
    expect(ids).toEqual(order.filter((id) => ids.includes(id)));
  });

  it('answers 400 without a query', async () => {
    expectError(await api.post('/api/common/search').send({}), 400, { field: 'query' });
  });
});
