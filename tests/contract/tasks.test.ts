// Template tasks: tags with cascade, list by order, highlighted search, reorder, create at the top.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectContract, expectError } from '../helpers/contract.ts';
import { folded } from '../helpers/folded.ts';

type Task = Schema<'TasksTask'>;

const BASE = '/api/apps/tasks';
let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

async function all(): Promise<Task[]> {
  return contractBody(await api.get(`${BASE}/all`), 'tasksListTasks');
}

describe('GET /api/apps/tasks/all', () => {
  it('lists 3 sections and 27 tasks by order with the seeded value patterns', async () => {
    const tasks = await all();
    expect(tasks.map((task) => task.order)).toEqual([...Array(30).keys()]);
    expect(tasks.filter((task) => task.type === 'section')).toHaveLength(3);
    expect(tasks.filter((task) => task.completed)).toHaveLength(15);
    expect(tasks.filter((task) => task.dueDate === null)).toHaveLength(3);
    expect(tasks.filter((task) => task.assignedTo === null)).toHaveLength(5);
    expect(tasks.reduce((sum, task) => sum + (task.subTasks?.length ?? 0), 0)).toBe(71);
    expect(new Set(tasks.map((task) => task.priority))).toEqual(new Set([0, 1, 2]));
  });
});

describe('GET /api/apps/tasks/search', () => {
  it('answers null for an empty or missing query', async () => {
    for (const url of [`${BASE}/search`, `${BASE}/search?query=`]) {
      const response = await api.get(url);
      expectContract(response, 'tasksSearchTasks');
      expect(response.text).toBe('null');
    }
  });

  it('matches title or notes ignoring case and marks every occurrence in the title only', async () => {
    const response = await api.get(`${BASE}/search?query=EL`);
    expectContract(response, 'tasksSearchTasks');
    const results = response.body as Task[];
    const expected = (await all()).filter(
      (task) => folded(task.title).includes('el') || folded(task.notes ?? '').includes('el'),
    );
    expect(results.map((task) => task.id).sort()).toEqual(expected.map((task) => task.id).sort());
    const original = new Map(expected.map((task) => [task.id, task]));
    for (const task of results) {
      const source = original.get(task.id) as Task;
      expect(task.title).toBe(source.title.replace(/(el)/gi, '<mark>$1</mark>'));
      expect(task.notes).toBe(source.notes);
    }
    expect(
      results.some((task) => task.title.includes('<mark>El</mark>') || task.title.includes('<mark>el</mark>')),
    ).toBe(true);
  });

  it('finds a title written with accents by words typed without them, marked as the title writes them', async () => {
    const task = (await all()).find((candidate) => candidate.title.includes('cláusulas administrativas')) as Task;
    const response = await api.get(`${BASE}/search?query=${encodeURIComponent('CLAUSULAS ADMINISTRATIVAS')}`);
    expectContract(response, 'tasksSearchTasks');
    const hit = (response.body as Task[]).find((candidate) => candidate.id === task.id);
    expect(hit?.title).toBe(task.title.replace('cláusulas administrativas', '<mark>cláusulas administrativas</mark>'));
  });

  it('escapes regular-expression characters in the query', async () => {
    const response = await api.get(`${BASE}/search?query=${encodeURIComponent('(.*')}`);
    expectContract(response, 'tasksSearchTasks');
    expect(response.body).toEqual([]);
  });
});

describe('PATCH /api/apps/tasks/order', () => {
  it('sets each order to the index in the request, or -1 when absent', async () => {
    const tasks = await all();
    const reordered = [tasks[2], tasks[0], tasks[1]] as Task[];
    const response = await api.patch(`${BASE}/order`).send({ tasks: reordered });
    expectContract(response, 'tasksUpdateOrder');
    const orders = new Map((response.body as Task[]).map((task) => [task.id, task.order]));
    expect(orders.get(tasks[2]?.id ?? '')).toBe(0);
    expect(orders.get(tasks[0]?.id ?? '')).toBe(1);
    expect(orders.get(tasks[1]?.id ?? '')).toBe(2);
    expect(orders.get(tasks[3]?.id ?? '')).toBe(-1);
    await api.patch(`${BASE}/order`).send({ tasks }).expect(200);
    expectError(await api.patch(`${BASE}/order`).send({ tasks: [{ title: 'x' }] }), 400, { field: 'tasks.0.id' });
  });
});

describe('task CRUD', () => {
  it('creates a blank task at the top and renumbers every task', async () => {
    const before = await all();
    const response = await api.post(`${BASE}/task`).send({ type: 'task' });
    expectContract(response, 'tasksCreateTask');
    const created = response.body as Task;
    expect(created).toEqual({
      id: created.id,
      type: 'task',
      title: '',
      notes: null,
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      order: 0,
    });
    const after = await all();
    expect(after[0]?.id).toBe(created.id);
    expect(after.slice(1).map((task) => task.id)).toEqual(before.map((task) => task.id));
    expect(after.map((task) => task.order)).toEqual([...Array(after.length).keys()]);
    expectError(await api.post(`${BASE}/task`).send({ type: 'epic' }), 400, { field: 'type' });
  });

  it('gets, merges and deletes; unknown ids answer null, null and 404', async () => {
    const [, task] = await all();
    const got = await api.get(`${BASE}/task?id=${task?.id}`);
    expectContract(got, 'tasksGetTask');
    expect(got.body).toEqual(task);
    const patched = await api.patch(`${BASE}/task`).send({ id: task?.id, task: { completed: true, priority: 2 } });
    expectContract(patched, 'tasksUpdateTask');
    expect(patched.body).toEqual({ ...task, completed: true, priority: 2 });
    expect((await api.get(`${BASE}/task?id=nope`)).text).toBe('null');
    expect((await api.patch(`${BASE}/task`).send({ id: 'nope', task: {} })).text).toBe('null');
    const count = (await all()).length;
    const deleted = await api.delete(`${BASE}/task?id=${task?.id}`);
    expectContract(deleted, 'tasksDeleteTask');
    expectError(await api.delete(`${BASE}/task?id=nope`), 404, { field: 'id' });
    expect(await all()).toHaveLength(count - 1);
  });
});

describe('task tags', () => {
  it('lists 6 tags, creates at the front, merges and cascades deletes', async () => {
    const listed = await api.get(`${BASE}/tags`);
    expect(contractBody(listed, 'tasksListTags').map((tag) => tag.title)).toEqual([
      'Api',
      'Frontend',
      'Bug',
      'Backend',
      'Urgent',
      'Discuss',
    ]);
    const created = await api.post(`${BASE}/tag`).send({ tag: { title: 'Legal' } });
    expectContract(created, 'tasksCreateTag');
    expect(((await api.get(`${BASE}/tags`)).body as unknown[])[0]).toEqual(created.body);
    const updated = await api.patch(`${BASE}/tag`).send({ id: created.body.id, tag: { title: 'Jurídico' } });
    expectContract(updated, 'tasksUpdateTag');
    expect(updated.body).toEqual({ id: created.body.id, title: 'Jurídico' });
    const used = (await all()).flatMap((task) => task.tags)[0] as string;
    const deleted = await api.delete(`${BASE}/tag?id=${used}`);
    expectContract(deleted, 'tasksDeleteTag');
    expect((await all()).some((task) => task.tags.includes(used))).toBe(false);
    expectError(await api.delete(`${BASE}/tag?id=nope`), 404, { field: 'id' });
  });
});
