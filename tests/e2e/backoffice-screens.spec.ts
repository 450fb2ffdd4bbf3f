// The special back-office screens against the live server: one real write per screen through the UI
// (rename a project, add and delete a term, lock a user, create an agenda entry by clicking a day, publish
// a post), each checked through the API in the test's own state namespace.
import type { APIRequestContext, Page as BrowserPage, Locator } from '@playwright/test';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import common from '../../web/src/locales/es/common.json' with { type: 'json' };
import { accounts, bearer, expect, type LoginResult, snap, test } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';
import { method, refuseRequests } from './refusals.ts';
import { shownText } from './shown-text.ts';
import { staffName } from './staff-name.ts';

// Each screen is a lazily loaded chunk plus its first API answers: on a busy machine that first paint
// may take a while, after which the default timeouts apply.
const firstPaint = { timeout: 20_000 };

/** Waits until the screen shows `ready` and the shell around it has settled (its menu icons loaded): the
 * shell re-renders once then, and typing before that could be lost. */
async function openScreen(page: BrowserPage, path: string, ready: (page: BrowserPage) => Locator): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Navegación principal' }).locator('svg').first()).toBeVisible(
    firstPaint,
  );
  await expect(ready(page)).toBeVisible(firstPaint);
}

/** A colleague's save of one record (`PUT`, or `PATCH` where the collection has it), and the record as stored. */
function recordAt(api: APIRequestContext, admin: LoginResult, path: string, method: 'put' | 'patch' = 'put') {
  const headers = bearer(admin.accessToken);
  return {
    colleagueSaves: async (data: Record<string, unknown>) =>
      expect((await api[method](path, { headers, data })).ok()).toBe(true),
    stored: async () => (await api.get(path, { headers })).json(),
  };
}

/** The first record of a collection's search (`/api/node/<collection>/search?...`), typed as the contract's record. */
async function findOne<T>(api: APIRequestContext, admin: LoginResult, path: string): Promise<T> {
  const response = await api.get(path, { headers: bearer(admin.accessToken) });
  expect(response.ok()).toBe(true);
  const page = (await response.json()) as { items: T[] };
  expect(page.items.length).toBeGreaterThan(0);
  return page.items[0] as T;
}

/** A project of the seeded tree, by its code (the first lot of the cleaning service by default). */
const findProject = (api: APIRequestContext, admin: LoginResult, code = 'EXP-2025-0037-L1') =>
  findOne<Schema<'Project'>>(api, admin, `/api/node/projects/search?code=${code}`);

/** `/gestion` on a project of its tree, once the project's panel shows it. */
const openProject = (page: BrowserPage, project: Schema<'Project'>) =>
  openScreen(page, `/gestion?root=${project.parentId}&node=${project._id}`, (screen) =>
    screen.getByRole('heading', { name: project.name }),
  );

test('gestion renames a project of the tree through the partial update', async ({ page, signIn, api }) => {
  const admin = await signIn(accounts.admin);
  const lot = await findProject(api, admin);
  await openProject(page, lot);
  await page.getByLabel('Nombre').fill('Lote 1: Casa Consistorial, oficinas y archivo');
  const patched = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/node/projects/${lot._id}`),
  );
  await page.getByRole('button', { name: 'Renombrar' }).click();
  // The partial update answers 200 (a refusal would undo the rename on screen and say so).
  expect((await patched).status()).toBe(200);
  await expect(page.getByText('Expediente renombrado')).toBeVisible();
  await snap(page, 'screen-backoffice-gestion');

  const stored = await api.get(`/api/node/projects/${lot._id}`, { headers: bearer(admin.accessToken) });
  expect((await stored.json()).name).toBe('Lote 1: Casa Consistorial, oficinas y archivo');

  // The project's whole record, from the tree: its history starts with the rename.
  await page.getByRole('link', { name: 'Ver la ficha completa, con su historial' }).click();
  await expect(page).toHaveURL(new RegExp(`/colecciones/projects/${lot._id}$`));
  const latest = page.getByRole('region', { name: 'Historial', exact: true }).getByRole('row').nth(1);
  await expect(latest).toContainText('Modificación', firstPaint);
  await expect(latest).toContainText('Nombre');
});

// A rename shows at once in the tree; refused, the tree is undone and says so, and the name typed stays in the
// field to be corrected (before, the form was drawn anew with the old name and the typing was lost).
test('gestion: a refused rename is undone in the tree and keeps the typed name', async ({ page, signIn, api }) => {
  const admin = await signIn(accounts.admin);
  const lot = await findProject(api, admin);
  await refuseRequests(page, `**/api/node/projects/${lot._id}`, { picks: method('PATCH'), status: 503 });
  await openProject(page, lot);
  const name = page.getByRole('textbox', { name: 'Nombre' });
  await name.fill('Lote 1: Casa Consistorial, oficinas y archivo');
  await page.getByRole('button', { name: 'Renombrar' }).click();
  await expect(page.getByText('No se pudo renombrar el expediente')).toBeVisible();
  await expect(page.getByRole('heading', { name: lot.name })).toBeVisible();
  await expect(name).toHaveValue('Lote 1: Casa Consistorial, oficinas y archivo');
  await expect(page.getByRole('button', { name: 'Renombrar' })).toBeEnabled();
});

// A colleague changed the project while the tree showed it: a change of another field does not stop the rename (it
// is made again on their version, keeping their change); their own rename is not undone unseen.
test("gestion: a colleague's change of another field is kept; their rename is not undone unseen", async ({
  page,
  signIn,
  api,
}) => {
  const admin = await signIn(accounts.admin);
  const lot = await findProject(api, admin);
  await openProject(page, lot);
  const { colleagueSaves: colleague, stored } = recordAt(api, admin, `/api/node/projects/${lot._id}`, 'patch');
  const name = page.getByRole('textbox', { name: 'Nombre' });

  await colleague({ procuringEntity: 'Ayuntamiento de Teruel' });
  await name.fill('Lote 1: Casa Consistorial, oficinas y archivo');
  await page.getByRole('button', { name: 'Renombrar' }).click();
  await expect(page.getByText('Expediente renombrado')).toBeVisible();
  expect(await stored()).toMatchObject({
    name: 'Lote 1: Casa Consistorial, oficinas y archivo',
    procuringEntity: 'Ayuntamiento de Teruel',
  });

  await colleague({ name: 'Lote 1: Edificios municipales' });
  await name.fill('Lote 1: Casa Consistorial y archivo municipal');
  await page.getByRole('button', { name: 'Renombrar' }).click();
  await expect(page.getByText(common.refusal.stale)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lote 1: Edificios municipales' })).toBeVisible();
  expect((await stored()).name).toBe('Lote 1: Edificios municipales');
  // The typed name stays, to be given again now that theirs is seen.
  await expect(name).toHaveValue('Lote 1: Casa Consistorial y archivo municipal');
  await page.getByRole('button', { name: 'Renombrar' }).click();
  await expect(page.getByRole('heading', { name: 'Lote 1: Casa Consistorial y archivo municipal' })).toBeVisible();
  await expect.poll(async () => (await stored()).name).toBe('Lote 1: Casa Consistorial y archivo municipal');
});

// Renamed, the project's form holds no change: another project is chosen without a question even while the tree is
// still being read again after the rename (on a busy machine the answer and that reading are far apart).
test('gestion: once renamed, another project is chosen without a question before the tree is read again', async ({
  page,
  signIn,
  api,
}) => {
  const admin = await signIn(accounts.admin);
  const lot = await findProject(api, admin);
  const other = await findProject(api, admin, 'EXP-2025-0037-L2');
  await openProject(page, lot);
  const treeRead = await holdRequests(page, (url) => url.pathname.endsWith('/tree'));
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Lote 1: Casa Consistorial, oficinas y archivo');
  await page.getByRole('button', { name: 'Renombrar' }).click();
  await expect(page.getByText('Expediente renombrado')).toBeVisible();
  await expect.poll(treeRead.count).toBeGreaterThan(0);
  await page.getByRole('treeitem', { name: `${other.code} · ${other.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`node=${other._id}`));
  await expect(page.getByRole('dialog', { name: '¿Salir sin guardar?' })).toHaveCount(0);
  treeRead.release();
});

// The tree's items are named by their text for screen readers, which Chromium denies a draggable element: a row is
// draggable only while its grip is held, and is dragged by it.
test('gestion moves a lot under another by dragging its grip', async ({ page, signIn, api }) => {
  const admin = await signIn(accounts.admin);
  const [first, second] = await Promise.all(
    ['EXP-2025-0037-L1', 'EXP-2025-0037-L2'].map((code) => findProject(api, admin, code)),
  );
  if (!first || !second) throw new Error('the seed has no lots 1 and 2');
  const tree = page.getByRole('main').getByRole('tree');
  await openScreen(page, `/gestion?root=${first.parentId}`, () =>
    tree.getByRole('treeitem', { name: `${second.code} · ${second.name}` }),
  );
  const moved = tree.getByRole('treeitem', { name: `${second.code} · ${second.name}` });
  const target = tree.getByRole('treeitem', { name: `${first.code} · ${first.name}` });
  await expect(moved).not.toHaveAttribute('draggable');
  const patched = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.url().endsWith(`/api/node/projects/${second._id}`),
  );
  // Its own grip comes first: the items nested in it have theirs.
  await moved.getByTitle('Arrastrar para mover bajo otro expediente').first().dragTo(target.getByText(first.name));
  expect((await patched).status()).toBe(200);
  const stored = await api.get(`/api/node/projects/${second._id}`, { headers: bearer(admin.accessToken) });
  expect((await stored.json()).parentId).toBe(first._id);
});

test('tesauro adds a term, then deletes it after confirmation', async ({ page, signIn, api }) => {
  const admin = await signIn(accounts.admin);
  const tesauro = await findOne<Schema<'Tesauro'>>(api, admin, '/api/node/tesauros/search?code=TES-CONTRATACION');
  await openScreen(page, `/tesauro?tesauro=${tesauro._id}`, (screen) =>
    screen.getByRole('cell', { name: 'Contrato de obras', exact: true }),
  );
  await page.getByRole('button', { name: 'Añadir término' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Término\s*\*?$/).fill('Compra pública de innovación');
  await dialog.getByLabel('Definición').fill('Contratación de soluciones que aún no existen en el mercado.');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByRole('cell', { name: 'Compra pública de innovación', exact: true })).toBeVisible();

  const search = `/api/node/terminos/search?tesauroId=${tesauro._id}&term=${encodeURIComponent('Compra pública de innovación')}`;
  const added = await findOne<Schema<'Termino'>>(api, admin, search);
  expect(added._id).toMatch(/^[0-9a-f]{24}$/);

  await page.getByRole('button', { name: 'Eliminar el término Compra pública de innovación' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('cell', { name: 'Compra pública de innovación', exact: true })).toHaveCount(0);
  await expect(page.getByText('Término eliminado')).toBeVisible();
  const gone = await api.get(`/api/node/terminos/${added._id}`, { headers: bearer(admin.accessToken) });
  expect(gone.status()).toBe(404);
});

// A thesaurus of the body's vocabulary holds thousands of terms: it read its first 200 and filtered them in the page.
// The server finds them, a page at a time, and a broader term on another page is still named.
test('tesauro finds terms on the server, a page at a time, each broader term named', async ({ page, signIn, api }) => {
  const admin = await signIn(accounts.admin);
  const headers = bearer(admin.accessToken);
  const tesauro = await findOne<Schema<'Tesauro'>>(api, admin, '/api/node/tesauros/search?code=TES-CONTRATACION');
  const add = async (term: string, broaderId?: string) => {
    const response = await api.post('/api/node/terminos', {
      headers,
      data: { tesauroId: tesauro._id, term, language: tesauro.language, ...(broaderId ? { broaderId } : {}) },
    });
    expect(response.ok()).toBe(true);
    return (await response.json()) as Schema<'Termino'>;
  };
  const first = await add('Umbral comunitario 01');
  for (let number = 2; number <= 29; number += 1) await add(`Umbral comunitario ${String(number).padStart(2, '0')}`);
  await add('Umbral comunitario 30', first._id);

  await openScreen(page, `/tesauro?tesauro=${tesauro._id}`, (screen) =>
    screen.getByRole('textbox', { name: 'Buscar términos' }),
  );
  await page.getByRole('textbox', { name: 'Buscar términos' }).fill('umbral comunitario');
  const rows = page.getByRole('main').getByRole('row').filter({ hasText: 'Umbral comunitario' });
  await expect(rows).toHaveCount(25);
  await expect(shownText(page, '30 registros')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Página 2', exact: true }).click();
  await expect(rows).toHaveCount(5);
  await expect(page).toHaveURL(/q=umbral/);
  await expect(page.getByRole('row', { name: /Umbral comunitario 30/ })).toContainText('Umbral comunitario 01');
});

test('tesauro does not delete a term renamed since it was shown: the list shows it as it is now', async ({
  page,
  signIn,
  api,
}) => {
  const admin = await signIn(accounts.admin);
  const headers = bearer(admin.accessToken);
  const tesauro = await findOne<Schema<'Tesauro'>>(api, admin, '/api/node/tesauros/search?code=TES-CONTRATACION');
  const created = await api.post('/api/node/terminos', {
    headers,
    data: { tesauroId: tesauro._id, term: 'Contrato menor de obras', language: tesauro.language },
  });
  expect(created.ok()).toBe(true);
  const term = (await created.json()) as Schema<'Termino'>;
  await openScreen(page, `/tesauro?tesauro=${tesauro._id}`, (screen) =>
    screen.getByRole('cell', { name: 'Contrato menor de obras', exact: true }),
  );
  // A colleague renames it while the screen shows the old name.
  const renamed = await api.put(`/api/node/terminos/${term._id}`, {
    headers,
    data: { term: 'Contrato menor de obras y servicios' },
  });
  expect(renamed.ok()).toBe(true);

  await page.getByRole('button', { name: 'Eliminar el término Contrato menor de obras' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(common.refusal.stale)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Contrato menor de obras y servicios', exact: true })).toBeVisible();
  expect((await api.get(`/api/node/terminos/${term._id}`, { headers })).status()).toBe(200);

  // Seen as it is now, it is deleted.
  await page.getByRole('button', { name: 'Eliminar el término Contrato menor de obras y servicios' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Término eliminado')).toBeVisible();
  expect((await api.get(`/api/node/terminos/${term._id}`, { headers })).status()).toBe(404);
});

test('users locks an account without ever showing a password', async ({ page, signIn, api }) => {
  const admin = await signIn(accounts.admin);
  const user = await findOne<Schema<'Usuario'>>(api, admin, '/api/node/usuarios/search?username=hugo.villasenor');
  expect(user.status).toBe('active');
  await openScreen(page, '/users', (screen) =>
    screen.getByRole('button', { name: 'Acciones de Hugo Villaseñor Treviño' }),
  );

  await page.getByRole('button', { name: 'Acciones de Hugo Villaseñor Treviño' }).click();
  await page.getByRole('menuitem', { name: 'Bloquear cuenta' }).click();
  const row = page.getByRole('row', { name: /Hugo Villaseñor Treviño/ });
  await expect(row.getByText('Bloqueada')).toBeVisible();
  await expect(page.getByText('Cuenta de Hugo Villaseñor Treviño bloqueada')).toBeVisible();
  await expect(page.locator('input[type=password]')).toHaveCount(0);

  const stored = await api.get(`/api/node/usuarios/${user._id}`, { headers: bearer(admin.accessToken) });
  expect((await stored.json()).status).toBe('locked');

  // One's own account can be neither locked nor ticked from here: that would sign oneself out for good.
  const own = await staffName(api, admin);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Acciones de ${own}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Restablecer contraseña' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Bloquear cuenta' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: `Seleccionar a ${own}` })).toHaveCount(0);

  // A question asked from the menu, answered "Cancelar", gives the focus back to the menu's button, not to the page.
  await page.getByRole('menuitem', { name: 'Restablecer contraseña' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: `Acciones de ${own}` })).toBeFocused();

  // A new account is written in the collection's form, which has no "last sign-in" to fill: the server sets it.
  await page.getByRole('link', { name: 'Nuevo usuario' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo usuario del personal' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre de usuario' })).toBeVisible();
  await expect(page.getByText('Último acceso')).toHaveCount(0);
});

// A staff sign-up cannot sign in until an administrator activates it (seed 000): the screen says one waits, lists it,
// and activates it from its row; its record's history then says who activated it.
test('users: a staff sign-up waiting for activation is announced, activated from its row, and can sign in', async ({
  page,
  signIn,
  api,
}) => {
  const admin = await signIn(accounts.admin);
  const credentials = { username: 'nuria.ledesma', password: 'Alta.Personal.2026' };
  const signUp = await api.post('/api/auth/admin/signup', {
    data: { ...credentials, email: 'nuria.ledesma@supervision.example', firstName: 'Nuria', lastName: 'Ledesma' },
  });
  expect(signUp.ok()).toBe(true);
  expect((await api.post('/api/auth/admin/login', { data: credentials })).status()).toBe(403);

  const notice = page.getByRole('alert').filter({ hasText: 'Altas pendientes' });
  await openScreen(page, '/users', () => notice);
  await expect(notice).toContainText('1 cuenta de personal espera que un administrador la active.');
  // An administrator's home says so too, and leads to them.
  await openScreen(page, '/welcome/home', () => notice);
  await notice.getByRole('link', { name: 'Ver las cuentas pendientes' }).click();
  await expect(page).toHaveURL(/\/users\?status=pending$/);
  const rows = page.getByRole('main').getByRole('row');
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Acciones de Nuria Ledesma' }).click();
  await page.getByRole('menuitem', { name: 'Activar cuenta' }).click();
  await expect(page.getByText('Cuenta de Nuria Ledesma activada')).toBeVisible();
  // Active, it leaves the pending ones, and none is left to announce.
  await expect(page.getByRole('button', { name: 'Acciones de Nuria Ledesma' })).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  expect((await api.post('/api/auth/admin/login', { data: credentials })).ok()).toBe(true);

  // Its name leads to its record, whose history has the activation, the status before and after.
  await openScreen(page, '/users?q=ledesma', (screen) => screen.getByRole('link', { name: 'Nuria Ledesma' }));
  await expect(rows.nth(1)).toContainText('Activa');
  await page.getByRole('link', { name: 'Nuria Ledesma' }).click();
  const history = page.getByRole('region', { name: 'Historial', exact: true });
  await expect(history.getByRole('row').nth(1)).toContainText('Estado:Pendiente→ pasó a Activo', firstPaint);
  await expect(history.getByRole('row').nth(1)).toContainText(await staffName(api, admin));
});

// A day's sign-ups are activated together: ticked, then activated at once; one a colleague locked meanwhile is not
// activated unseen: it stays ticked, named with the reason.
test('users: ticked sign-ups are activated at once; one a colleague locked meanwhile stays ticked and is named', async ({
  page,
  signIn,
  api,
}) => {
  const admin = await signIn(accounts.admin);
  const people = [
    { firstName: 'Inés', username: 'ines.altamira' },
    { firstName: 'Óscar', username: 'oscar.altamira' },
    { firstName: 'Tomás', username: 'tomas.altamira' },
  ].map((person) => ({ ...person, password: 'Alta.Personal.2026' }));
  const ids: string[] = [];
  for (const person of people) {
    const signUp = await api.post('/api/auth/admin/signup', {
      data: { ...person, email: `${person.username}@supervision.example`, lastName: 'Altamira' },
    });
    expect(signUp.ok()).toBe(true);
    ids.push(((await signUp.json()) as { user: { _id: string } }).user._id);
  }

  const rows = page.getByRole('main').getByRole('row');
  await openScreen(page, '/users?q=altamira', () => page.getByRole('link', { name: 'Tomás Altamira' }));
  await expect(rows).toHaveCount(4);
  await page.getByRole('checkbox', { name: 'Seleccionar todas las cuentas de esta página' }).check();
  const bar = page.getByRole('group', { name: 'Acciones sobre las cuentas seleccionadas' });
  await expect(bar).toContainText('3 cuentas seleccionadas');
  // Every one pending: none to unlock, none locked yet.
  await expect(bar.getByRole('button', { name: 'Bloquear' })).toBeEnabled();

  // A colleague locks Óscar's account meanwhile: the list still shows it pending.
  const { colleagueSaves: colleague } = recordAt(api, admin, `/api/node/usuarios/${ids[1]}`);
  await colleague({ status: 'locked' });
  await bar.getByRole('button', { name: 'Activar' }).click();

  await expect(page.getByText('2 cuentas activadas')).toBeVisible();
  const refusal = page.getByRole('alert').filter({ hasText: 'No se pudo cambiar 1 cuenta' });
  await expect(refusal).toContainText('«Óscar Altamira»');
  await expect(bar).toContainText('1 cuenta seleccionada');
  await expect(page.getByRole('checkbox', { name: 'Seleccionar a Óscar Altamira' })).toBeChecked();
  await expect(rows.filter({ hasText: 'Óscar Altamira' })).toContainText('Bloqueada');
  for (const name of ['Inés Altamira', 'Tomás Altamira']) {
    await expect(rows.filter({ hasText: name })).toContainText('Activa');
    await expect(page.getByRole('checkbox', { name: `Seleccionar a ${name}` })).not.toBeChecked();
  }
  for (const [index, person] of people.entries()) {
    const login = await api.post('/api/auth/admin/login', {
      data: { username: person.username, password: person.password },
    });
    expect(login.status(), person.username).toBe(index === 1 ? 403 : 200);
  }
  // The bar goes once nothing is ticked, and the focus goes on to the list's "tick all", not to the page.
  await bar.getByRole('button', { name: 'Quitar la selección' }).click();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Seleccionar todas las cuentas de esta página' })).toBeFocused();
});

test('users: a status a colleague set meanwhile is not overwritten unseen; their other changes do not stop a lock', async ({
  page,
  signIn,
  api,
}) => {
  const admin = await signIn(accounts.admin);
  const user = await findOne<Schema<'Usuario'>>(api, admin, '/api/node/usuarios/search?username=hugo.villasenor');
  await openScreen(page, '/users', (screen) =>
    screen.getByRole('button', { name: 'Acciones de Hugo Villaseñor Treviño' }),
  );
  const { colleagueSaves: colleague, stored } = recordAt(api, admin, `/api/node/usuarios/${user._id}`);
  const row = page.getByRole('row', { name: /Hugo Villaseñor Treviño/ });
  const lock = async () => {
    await page.getByRole('button', { name: 'Acciones de Hugo Villaseñor Treviño' }).click();
    await page.getByRole('menuitem', { name: 'Bloquear cuenta' }).click();
  };

  await colleague({ status: 'inactive' });
  await lock();
  await expect(page.getByText(common.refusal.stale)).toBeVisible();
  await expect(row.getByText('Inactiva')).toBeVisible();
  expect((await stored()).status).toBe('inactive');

  // Seen as it is now, and changed since in another field only: the lock goes through.
  await colleague({ email: 'hugo.villasenor@supervision.example.org' });
  await lock();
  await expect(row.getByText('Bloqueada')).toBeVisible();
  await expect(page.getByText('Cuenta de Hugo Villaseñor Treviño bloqueada')).toBeVisible();
  expect(await stored()).toMatchObject({ status: 'locked', email: 'hugo.villasenor@supervision.example.org' });
});

// The inventory lots were every lot in one list, without a search: a body counts its assets every year. They are found
// by name or code and status, a page at a time, and a lot off the page shown opens from its link.
test('inventarios finds a lot by its code or status, a page at a time', async ({ page, signIn, api }) => {
  const admin = await signIn(accounts.admin);
  const headers = { headers: bearer(admin.accessToken) };
  const all = (await (await api.get('/api/node/ialotes/search?sort=code&order=desc&size=200', headers)).json()) as {
    items: Schema<'InventoryLot'>[];
    total: number;
  };
  expect(all.total).toBeGreaterThan(15);
  const oldest = all.items.at(-1);
  if (!oldest) throw new Error('The seed has inventory lots');
  const lots = page.getByRole('main').getByRole('link').filter({ hasText: /INV-/ });

  // (Another test may add a lot meanwhile: the oldest stays on the last page whatever the count.)
  await openScreen(page, '/inventarios', () => lots.first());
  await expect(lots).toHaveCount(15);
  await expect(lots.filter({ hasText: oldest.code })).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Página 2', exact: true }).click();
  await lots.filter({ hasText: oldest.code }).click();
  await expect(page.getByRole('heading', { name: oldest.name })).toBeVisible();

  // Its code finds it alone; the lot stays open.
  await page.getByRole('textbox', { name: 'Buscar lotes por nombre o código' }).fill(oldest.code);
  await expect(lots).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]lote=/);

  // A status shows its lots, as many as the server counts.
  const closed = all.items.filter((lot) => lot.status === 'closed');
  await openScreen(page, '/inventarios', () => lots.first());
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: /^Cerrad[oa]$/ }).click();
  await expect(page).toHaveURL(/status=closed/);
  await expect(lots).toHaveCount(Math.min(closed.length, 15));
  await expect(shownText(page, new RegExp(`^${closed.length} registros?$`))).toBeVisible();
});

// A lot's figures are its every item's: they were worked out over the first 200, and a larger lot read as worth less.
test("inventarios: a large lot's figures count every item, and its items are shown a page at a time", async ({
  page,
  signIn,
  api,
}) => {
  const admin = await signIn(accounts.admin);
  const headers = bearer(admin.accessToken);
  const created = await api.post('/api/node/ialotes', {
    headers,
    data: { code: 'INV-2026-900', name: 'Mobiliario de la sede nueva', status: 'in-progress' },
  });
  expect(created.ok()).toBe(true);
  const lot = (await created.json()) as Schema<'InventoryLot'>;
  const count = 230;
  for (let batch = 0; batch < count; batch += 23) {
    const writes = Array.from({ length: 23 }, async (_, index) => {
      const number = String(batch + index + 1).padStart(4, '0');
      const data = { lotId: lot._id, code: `SN-900-${number}`, name: 'Silla de oficina', condition: 'new' };
      const response = await api.post('/api/node/iaitems', { headers, data: { ...data, quantity: 2, unitValue: 150 } });
      expect(response.ok()).toBe(true);
    });
    await Promise.all(writes);
  }

  await openScreen(page, `/inventarios?lote=${lot._id}`, (screen) => screen.getByRole('heading', { name: lot.name }));
  const figure = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(figure('Bienes')).toHaveText('230');
  await expect(figure('Unidades')).toHaveText('460');
  await expect(figure('Valor contable')).toHaveText(/^69\.000,00\s€$/);
  const rows = page.getByRole('main').getByRole('row').filter({ hasText: 'SN-900-' });
  await expect(rows).toHaveCount(50);
  await page.getByRole('main').getByRole('button', { name: 'Página 5', exact: true }).click();
  await expect(rows).toHaveCount(30);
  await expect(rows.last()).toContainText('SN-900-0230');
});

test('agenda creates an entry on the day clicked', async ({ page, signIn, api }) => {
  const admin = await signIn(accounts.admin);
  await openScreen(page, '/agenda?date=2026-12-01', (screen) => screen.getByText(/Reunión/).first());
  await expect(page.getByRole('heading', { name: 'Diciembre de 2026' })).toBeVisible();

  await page.getByRole('button', { name: /15 de diciembre de 2026/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/martes, 15 de diciembre de 2026/)).toBeVisible();
  await dialog.getByLabel(/^Nombre/).fill('Mesa de contratación: apertura de sobres del EXP-2026-0108');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(
    page.getByText('Entrada «Mesa de contratación: apertura de sobres del EXP-2026-0108» creada'),
  ).toBeVisible();
  await expect(page.getByText(/^9:00 Mesa de contratación: apertura de sobres del EXP-2026-0108$/)).toBeVisible();
  await snap(page, 'screen-backoffice-agenda');

  const entry = await findOne<Schema<'Agendable'>>(
    api,
    admin,
    `/api/node/agendables/search?slug=${encodeURIComponent('mesa-de-contratacion-apertura-de-sobres-del-exp-2026-0108-2026-12-15')}`,
  );
  // Europe/Madrid is UTC+1 in December: 09:00 there is 08:00 UTC.
  expect(entry.startsAt).toBe('2026-12-15T08:00:00.000Z');
});

// Two editors on one post: a colleague's save made while the editor was open is kept (the fields left alone take
// it, the body included); a field both changed is named, and the person chooses.
test('posteos: a colleague saves the post meanwhile; nothing of theirs is undone unseen', async ({
  page,
  signIn,
  api,
}) => {
  const admin = await signIn(accounts.admin);
  const post = await findOne<Schema<'Post'>>(api, admin, '/api/node/posts/search?size=1');
  const { colleagueSaves: saveElsewhere, stored } = recordAt(api, admin, `/api/node/posts/${post._id}`);
  await openScreen(page, `/posteos?post=${post._id}`, (screen) => screen.getByRole('textbox', { name: 'Contenido' }));
  const title = page.getByLabel(/^Título/);
  const summary = page.getByLabel('Resumen');
  const body = page.getByRole('textbox', { name: 'Contenido' });

  await summary.fill('Resumen revisado por la jefa de servicio.');
  await saveElsewhere({ title: 'Título corregido por un colega', content: '<p>Cuerpo corregido por un colega.</p>' });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect.poll(async () => (await stored()).summary).toBe('Resumen revisado por la jefa de servicio.');
  expect(await stored()).toMatchObject({
    title: 'Título corregido por un colega',
    content: '<p>Cuerpo corregido por un colega.</p>',
    summary: 'Resumen revisado por la jefa de servicio.',
  });
  // The editor shows what was saved, the colleague's body too.
  await expect(title).toHaveValue('Título corregido por un colega');
  await expect(body).toHaveText('Cuerpo corregido por un colega.');

  await title.fill('Título de la jefa de servicio');
  await saveElsewhere({ title: 'Título de otro colega' });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'Otra persona guardó este registro' });
  await expect(conflict).toContainText('«Título»');
  expect((await stored()).title).toBe('Título de otro colega');
  await conflict.getByRole('button', { name: 'Guardar mis valores' }).click();
  await expect(conflict).toHaveCount(0);
  await expect.poll(async () => (await stored()).title).toBe('Título de la jefa de servicio');
});

test('posteos writes a new post and publishes it', async ({ page, signIn, api }) => {
  const admin = await signIn(accounts.admin);
  await openScreen(page, '/posteos?post=new', (screen) => screen.getByRole('textbox', { name: 'Contenido' }));

  await page.getByLabel(/^Título/).fill('Nueva guía de contratos menores');
  await page.getByLabel('Resumen').fill('Criterios actualizados para la tramitación de contratos menores.');
  await page.getByRole('textbox', { name: 'Contenido' }).fill('Requisitos de la nueva guía.');
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Publicación «Nueva guía de contratos menores» creada')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Vista previa' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Requisitos de la nueva guía.')).toBeVisible();
  await snap(page, 'screen-backoffice-posteos');

  const post = await findOne<Schema<'Post'>>(
    api,
    admin,
    `/api/node/posts/search?title=${encodeURIComponent('Nueva guía de contratos menores')}`,
  );
  expect(post.status).toBe('published');
  expect(post.content).toBe('<p>Requisitos de la nueva guía.</p>');

  // Its summary emptied in the editor is removed, not kept unseen under "saved".
  await page.getByRole('tab', { name: 'Editar' }).click();
  await page.getByLabel('Resumen').fill('');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const stored = async () =>
    (await api.get(`/api/node/posts/${post._id}`, { headers: bearer(admin.accessToken) })).json() as Promise<unknown>;
  await expect.poll(stored).not.toHaveProperty('summary');
});
