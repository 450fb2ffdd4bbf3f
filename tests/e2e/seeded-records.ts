// The template apps' seeded records, read through the API: where the tests of a product, a contact or a task start
// from (each test has its own state namespace, so what one deletes the next still finds).
import type { APIRequestContext } from '@playwright/test';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { okJson } from './contract-json.ts';

/** The list, or an error saying what the seed should have had. */
function seeded<T>(items: readonly T[] | null | undefined, what: string): [T, ...T[]] {
  const [first, ...rest] = items ?? [];
  if (first === undefined) throw new Error(`The seed has ${what}`);
  return [first, ...rest];
}

export async function seededProducts(
  api: APIRequestContext,
): Promise<[Schema<'InventoryProduct'>, ...Schema<'InventoryProduct'>[]]> {
  const page = await okJson(await api.get('/api/apps/ecommerce/inventory/products'), 'inventoryListProducts');
  return seeded(page.products, 'products');
}

export async function seededContacts(
  api: APIRequestContext,
): Promise<[Schema<'ContactsContact'>, ...Schema<'ContactsContact'>[]]> {
  return seeded(await okJson(await api.get('/api/apps/contacts/all'), 'contactsListContacts'), 'contacts');
}

/** The tasks proper, without the sections. */
export async function seededTasks(api: APIRequestContext): Promise<[Schema<'TasksTask'>, ...Schema<'TasksTask'>[]]> {
  const all = await okJson(await api.get('/api/apps/tasks/all'), 'tasksListTasks');
  return seeded(
    all.filter((task) => task.type === 'task'),
    'tasks',
  );
}
