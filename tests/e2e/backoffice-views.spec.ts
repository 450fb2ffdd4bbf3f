// Saved views on the generic lists and agenda entries opened from the calendar, against the live server:
// each test writes through the UI and checks the result through the API in its own state namespace.
import type { APIRequestContext } from '@playwright/test';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { accessibilityViolations } from './axe.ts';
import { okJson } from './contract-json.ts';
import { exportedCsv } from './exported-csv.ts';
import { accounts, bearer, expect, type LoginResult, test } from './fixtures.ts';
import { shownText } from './shown-text.ts';

// The list or calendar is a lazily loaded chunk plus its first API answers: slow on a busy machine.
const firstPaint = { timeout: 20_000 };

type ViewSelector = Schema<'ViewSelector'>;

async function viewsNamed(api: APIRequestContext, admin: LoginResult, name: string): Promise<ViewSelector[]> {
  const response = await api.get(`/api/node/viewselectors/search?collection=tasks&name=${encodeURIComponent(name)}`, {
    headers: bearer(admin.accessToken),
  });
  expect(response.ok()).toBe(true);
  return (await okJson(response, 'searchViewSelectors')).items;
}

test('a list view is saved, applied after a reload and deleted', async ({ page, signIn, api }) => {
  const admin = await signIn(accounts.admin);
  await page.goto('/tasks');
  const views = page.getByRole('button', { name: /^Vistas?/ });
  await expect(views).toBeVisible(firstPaint);

  // Start from the shared "Tareas urgentes" view: its filter and sort land in the URL.
  await views.click();
  await page.getByRole('menuitem', { name: 'Tareas urgentes' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Prioridad:' })).toContainText('Urgente');
  await expect(page).toHaveURL(/filters=/);

  // Save it as the user's own view.
  await page.getByRole('button', { name: 'Vista: Tareas urgentes' }).click();
  await page.getByRole('menuitem', { name: 'Guardar vista actual…' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/^Nombre de la vista/)
    .fill('Mis urgentes por vencimiento');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar vista' }).click();
  await expect(page.getByText('Vista «Mis urgentes por vencimiento» guardada')).toBeVisible();

  const [saved] = await viewsNamed(api, admin, 'Mis urgentes por vencimiento');
  expect(saved).toMatchObject({
    collection: 'tasks',
    columns: ['title', 'projectId', 'assigneeId', 'dueDate', 'priority'],
    filters: [{ field: 'priority', operator: 'eq', value: 'urgent' }],
    sortField: 'dueDate',
    sortOrder: 'asc',
    ownerId: admin.user._id,
  });

  // A fresh list after a reload, then the saved view applied from the menu.
  await page.goto('/tasks');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Vistas' })).toBeVisible(firstPaint);
  await expect(page.getByRole('listitem').filter({ hasText: 'Prioridad:' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Vistas' }).click();
  await page.getByRole('menuitem', { name: 'Mis urgentes por vencimiento' }).click();
  await expect(page).toHaveURL(new RegExp(`view=${saved?._id}`));
  await expect(page.getByRole('listitem').filter({ hasText: 'Prioridad:' })).toContainText('Urgente');
  const urgent = await api.get('/api/node/tasks/search?priority=urgent&size=1', { headers: bearer(admin.accessToken) });
  const { total } = await okJson(urgent, 'searchTasks');
  await expect(shownText(page, new RegExp(`^${total} registros?$`))).toBeVisible();

  // The user's own view can be deleted from the same menu.
  await page.getByRole('button', { name: 'Vista: Mis urgentes por vencimiento' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar «Mis urgentes por vencimiento»' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('button', { name: 'Vistas' })).toBeVisible();
  // The question, gone with the view, gives the focus back to the menu's button (not to the page).
  await expect(page.getByRole('button', { name: 'Vistas' })).toBeFocused();
  expect(await viewsNamed(api, admin, 'Mis urgentes por vencimiento')).toEqual([]);
});

test('an agenda entry opens from the calendar and is edited in the generic form', async ({ page, signIn, api }) => {
  const admin = await signIn(accounts.admin);
  const found = await api.get('/api/node/agendables/search?name=integridad', { headers: bearer(admin.accessToken) });
  const [entry] = (await okJson(found, 'searchAgendables')).items;
  expect(entry).toBeDefined();
  if (!entry) return;

  await page.goto(`/agenda?date=${entry.startsAt.slice(0, 10)}`);
  await page
    .getByRole('button', { name: new RegExp(entry.name) })
    .first()
    .click(firstPaint);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: entry.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`entry=${entry._id}`));

  // The form replaces the details in place: its first field takes the focus, and once saved "Editar" has it back.
  await dialog.getByRole('button', { name: 'Editar' }).click();
  await expect(dialog.getByRole('textbox').first()).toBeFocused();
  await dialog.getByLabel(/^Lugar/).fill('Salón de actos, planta baja');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(`Entrada «${entry.name}» actualizada`)).toBeVisible();
  await expect(dialog.getByText('Salón de actos, planta baja')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Editar' })).toBeFocused();

  const stored = await api.get(`/api/node/agendables/${entry._id}`, { headers: bearer(admin.accessToken) });
  expect((await okJson(stored, 'getAgendable')).location).toBe('Salón de actos, planta baja');
});

/** The day of an instant in the browser's time zone (the suite's: Europe/Madrid). */
const dayInMadrid = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(instant));

// The agenda asks for the entries of the days it shows: it read the first 200 entries of all time and placed them,
// so that once the agenda held more, the later months showed none.
test('the agenda reads the entries of the days it shows, month by month', async ({ page, signIn, api }) => {
  const admin = await signIn(accounts.admin);
  const entry = { name: 'Comisión de seguimiento de marzo de 2031', slug: 'comision-de-seguimiento-2031-03-12' };
  const created = await api.post('/api/node/agendables', {
    headers: bearer(admin.accessToken),
    data: { ...entry, type: 'committee', startsAt: '2031-03-12T09:30:00.000Z' },
  });
  expect(created.ok()).toBe(true);
  const searched = (day: string) =>
    page.waitForRequest((request) => {
      const url = new URL(request.url());
      const from = url.searchParams.get('startsAtFrom');
      return url.pathname === '/api/node/agendables/search' && from !== null && dayInMadrid(from) === day;
    });

  // March 2031's grid runs from Monday 24 February to Sunday 6 April.
  const march = searched('2031-02-24');
  await page.goto('/agenda?date=2031-03-12');
  expect(dayInMadrid(new URL((await march).url()).searchParams.get('startsAtTo') ?? '')).toBe('2031-04-06');
  await expect(page.getByRole('button', { name: new RegExp(entry.name) })).toBeVisible(firstPaint);

  const april = searched('2031-03-31');
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await april;
  await expect(page.getByRole('heading', { name: 'Abril de 2031' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(entry.name) })).toHaveCount(0);
});

// A date is filtered by a range in every list: each end is picked as a day ("Vencimiento (desde)"), the search gets
// the day's first instant, and the list has what the server finds for it.
test("a list's date filter is an end of a range, picked as a day", async ({ page, signIn, api }) => {
  const { accessToken } = await signIn(accounts.admin);
  await page.goto('/tasks');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Filtrar' }).click(firstPaint);
  await page.getByRole('combobox', { name: 'Campo' }).click();
  await page.getByRole('option', { name: 'Vencimiento (desde)' }).click();
  await page.getByRole('textbox', { name: 'Valor' }).click();
  // The 15th of the month the calendar opens on (today's).
  await page.getByRole('button', { name: /^15 \S+ \d{4}$/ }).click();
  await page.getByRole('button', { name: 'Aplicar' }).click();
  // Its chip says the day picked.
  const chip = main.getByRole('listitem').filter({ hasText: 'Vencimiento (desde):' });
  await expect(chip).toHaveText(/^Vencimiento \(desde\):\s*15 \S+ \d{4}$/);

  const filters = JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}') as Record<string, string>;
  const from = filters.dueDateFrom ?? '';
  expect(dayInMadrid(from)).toMatch(/-15$/);
  const found = await okJson(
    await api.get(`/api/node/tasks/search?size=1&dueDateFrom=${encodeURIComponent(from)}`, {
      headers: bearer(accessToken),
    }),
    'searchTasks',
  );
  await expect(shownText(page, new RegExp(`^${found.total} registros?$`))).toBeVisible();
});

test('on a phone the agenda week is a list of days, and the month lists its entries below the grid', async ({
  page,
  signIn,
  api,
}) => {
  const admin = await signIn(accounts.admin);
  const found = await api.get('/api/node/agendables/search?size=200&sort=startsAt', {
    headers: bearer(admin.accessToken),
  });
  const entry = (await okJson(found, 'searchAgendables')).items.find((candidate) => !candidate.allDay);
  expect(entry).toBeDefined();
  if (!entry) return;
  const day = entry.startsAt.slice(0, 10);
  await page.setViewportSize({ width: 390, height: 844 });

  // The week: one row per day, the entry as wide as the row beside its day (not a seventh of the phone).
  await page.goto(`/agenda?date=${day}&view=week`);
  const inWeek = page.getByRole('button', { name: entry.name }).first();
  await expect(inWeek).toBeVisible(firstPaint);
  expect((await inWeek.boundingBox())?.width ?? 0).toBeGreaterThan(220);

  // The month: the grid only has marks; the list below it names the entry and opens it. The marks are not
  // buttons as well (a second tab stop each, and 6 px targets under WCAG 2.2's 24).
  await page.goto(`/agenda?date=${day}`);
  const list = page.getByRole('region', { name: 'Entradas del mes' });
  await expect(list.getByRole('button', { name: entry.name })).toBeVisible(firstPaint);
  await expect(page.getByRole('main').getByRole('button', { name: entry.name })).toHaveCount(1);
  expect(await accessibilityViolations(page)).toEqual([]);
  // A tap on a mark goes through to its day, as on the rest of the day's cell: the new entry's dialog opens.
  const mark = await page.getByRole('main').locator('span[data-color][aria-hidden="true"]').first().boundingBox();
  if (!mark) throw new Error('the month shows no mark');
  await page.mouse.click(mark.x + mark.width / 2, mark.y + mark.height / 2);
  await expect(page.getByRole('dialog').getByLabel(/^Nombre/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await list.getByRole('button', { name: entry.name }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: entry.name })).toBeVisible();
});

// On a phone a generic list is cards, without the headers that sort it on a desktop: staff could not sort it at all.
test('on a phone a generic list sorts from a select, its initial sort shown', async ({ page, signIn, api }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { accessToken } = await signIn(accounts.admin);
  await page.goto('/personas');
  const sortBy = page.getByRole('combobox', { name: 'Ordenar por' });
  // The collection's own sort (its surnames) when the URL names none.
  await expect(sortBy).toHaveValue('Apellidos');
  await sortBy.click();
  await page.getByRole('option', { name: 'Provincia' }).click();
  await expect(page).toHaveURL(/[?&]sort=province/);
  // Once the list has it (the address changes a render earlier).
  await expect(sortBy).toHaveValue('Provincia');
  await expect(page.getByRole('radio', { name: 'Ascendente' })).toBeChecked();
  await page.getByRole('radiogroup', { name: 'Orden' }).locator('label', { hasText: 'Descendente' }).click();
  await expect(page).toHaveURL(/[?&]order=desc/);
  const found = await api.get('/api/node/personas/search?size=10&sort=province&order=desc', {
    headers: bearer(accessToken),
  });
  const last = (await okJson(found, 'searchPersonas')).items[0];
  if (!last) throw new Error('The seed has people');
  await expect(page.getByRole('main').getByText(`${last.firstName} ${last.lastName}`).first()).toBeVisible();
});

// A generic list's rows opened on a mouse click only: no keyboard stop in them, so a keyboard user could open no
// record from any list. Its sorted column said nothing while the URL named no sort, and a click on it sorted it the
// way it already was.
test('a generic list opens a record from the keyboard; its initial sort is marked and turns round', async ({
  page,
  signIn,
  api,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { accessToken } = await signIn(accounts.admin);
  await page.goto('/personas');
  const surnames = page.getByRole('columnheader', { name: 'Apellidos' });
  await expect(surnames).toHaveAttribute('aria-sort', 'ascending', firstPaint);
  await surnames.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]order=desc/);
  await expect(surnames).toHaveAttribute('aria-sort', 'descending');
  const found = await api.get('/api/node/personas/search?size=1&sort=lastName&order=desc', {
    headers: bearer(accessToken),
  });
  const first = (await okJson(found, 'searchPersonas')).items[0];
  if (!first) throw new Error('The seed has people');
  const link = page.getByRole('main').getByRole('table').getByRole('link').first();
  await expect(link).toHaveText(first.lastName);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/personas/${first._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.lastName);
});

// On a phone a card opens its record from anywhere on it, through its title's one link; the relations, which have
// no screen of their own, lost their delete on a phone (it was a desktop column only).
test('on a phone a record card opens from anywhere on it, and a relation is deleted from its card', async ({
  page,
  signIn,
  api,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { accessToken } = await signIn(accounts.admin);
  const headers = bearer(accessToken);
  await page.goto('/personas');
  const card = page.getByRole('main').getByRole('listitem').first();
  const title = card.getByRole('link');
  await expect(title).toBeVisible(firstPaint);
  const href = await title.getAttribute('href');
  // Its last value, far from the title (the title's link covers the card, so a click there lands on the link).
  const box = await card.boundingBox();
  if (!box) throw new Error('The card is on screen');
  await card.click({ position: { x: box.width / 2, y: box.height - 12 } });
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  const relations = await okJson(await api.get('/api/node/relations/search?size=1', { headers }), 'searchRelations');
  const relation = relations.items[0];
  if (!relation) throw new Error('The seed has relations');
  await page.goto('/colecciones/relations');
  const relationCard = page.getByRole('main').getByRole('listitem').first();
  await relationCard.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  const ids = async () => {
    const all = await okJson(await api.get('/api/node/relations/search?size=200', { headers }), 'searchRelations');
    return all.items.map((item) => item._id);
  };
  await expect.poll(ids).not.toContain(relation._id);
});

/** Presses "Exportar" and reads the file the browser saves: its name, and its lines without the byte-order mark. */

// Staff took a list to a spreadsheet by copying it page by page: "Exportar" writes every record the search finds, in
// the columns shown, their values as the list writes them, in a file a Spanish spreadsheet opens (semicolons, UTF-8).
test('a generic list exports every record it holds, not its page, as a CSV file', async ({ page, signIn, api }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { accessToken } = await signIn(accounts.admin);
  const found = await okJson(
    await api.get('/api/node/personas/search?size=200&sort=lastName', { headers: bearer(accessToken) }),
    'searchPersonas',
  );
  // More than a page of the list, so that the file is not the page on screen.
  expect(found.total).toBeGreaterThan(10);
  await page.goto('/personas');
  await expect(page.getByRole('main').getByRole('table')).toBeVisible(firstPaint);
  const { fileName, lines } = await exportedCsv(page);
  expect(fileName).toMatch(/^Personas \d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines[0]).toBe('Apellidos;Nombre;Número de documento;Correo electrónico;Organización;Provincia');
  expect(lines).toHaveLength(found.total + 1);
  const first = found.items[0];
  if (!first) throw new Error('The search finds people');
  expect(lines[1]).toContain(`${first.lastName};${first.firstName};${first.documentNumber};${first.email}`);
  await expect(page.getByText(`Exportados ${found.total} registros`)).toBeVisible();
});

// The audit trail is what an oversight body hands on: "Exportar" writes the entries its filters hold, every page of
// them, the actions in words and the authors by name.
test('the audit trail exports the entries its filters hold', async ({ page, signIn, api }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { accessToken } = await signIn(accounts.admin);
  const found = await okJson(
    await api.get('/api/node/auditlogs/search?action=login&size=1', {
      headers: bearer(accessToken),
    }),
    'searchAuditLogs',
  );
  expect(found.total).toBeGreaterThan(10);
  await page.goto('/audittrail?action=login');
  await expect(page.getByRole('main').getByRole('table')).toBeVisible(firstPaint);
  const { fileName, lines } = await exportedCsv(page);
  expect(fileName).toMatch(/^Auditoría \d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines[0]).toBe(
    'Fecha y hora;Tipo de usuario;Autor de la acción;Acción;Colección;Registro;Cambios;Detalles;Dirección IP',
  );
  expect(lines).toHaveLength(found.total + 1);
  expect(lines.slice(1).every((line) => line.split(';')[3] === 'Inicio de sesión')).toBe(true);
  // Its authors by name, never an id.
  expect(lines.slice(1).some((line) => /[0-9a-f]{24}/.test(line))).toBe(false);
});

// The audit trail asks the server for its date range and its page: it read the newest 200 entries and cut them itself,
// so that an entry older than those could not be found at all.
test('the audit trail finds a range of days and pages through it on the server', async ({ page, signIn, api }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { accessToken } = await signIn(accounts.admin);
  const all = await okJson(
    await api.get('/api/node/auditlogs/search?sort=ts&order=desc&size=200', { headers: bearer(accessToken) }),
    'searchAuditLogs',
  );
  // The browser's days; today's are left out, as other tests sign in meanwhile.
  const days = [...new Set(all.items.map((entry) => dayInMadrid(entry.ts)))];
  const to = days[1] ?? '';
  const within = (from: string) =>
    all.items.filter((entry) => dayInMadrid(entry.ts) >= from && dayInMadrid(entry.ts) <= to);
  // The fewest days before today's that fill more than a page.
  const from = days.slice(2).find((day) => within(day).length > 20);
  if (!from) throw new Error('The seed has more than a page of audit entries before today');
  const inRange = within(from);

  const searched = (pageIndex: number) =>
    page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/node/auditlogs/search' && url.searchParams.get('page') === String(pageIndex);
    });
  const firstPage = searched(0);
  await page.goto(`/audittrail?from=${from}&to=${to}`);
  const query = new URL((await firstPage).url()).searchParams;
  expect(dayInMadrid(query.get('tsFrom') ?? '')).toBe(from);
  expect(dayInMadrid(query.get('tsTo') ?? '')).toBe(to);
  expect(query.get('size')).toBe('20');
  const rows = page.getByRole('main').getByRole('row');
  await expect(rows).toHaveCount(21, firstPaint);
  await expect(page.getByText(`${inRange.length} registros`)).toBeVisible();

  const secondPage = searched(1);
  await page.getByRole('main').getByRole('button', { name: 'Página 2', exact: true }).click();
  expect(new URL((await secondPage).url()).searchParams.get('tsFrom')).toBe(query.get('tsFrom'));
  await expect(rows).toHaveCount(Math.min(inRange.length - 20, 20) + 1);
  await expect(page).toHaveURL(/[?&]page=2/);

  // A page past the end (an old link) shows the last one.
  const lastPage = Math.ceil(inRange.length / 20);
  await page.goto(`/audittrail?from=${from}&to=${to}&page=99`);
  await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage}(&|$)`));
  await expect(rows).toHaveCount(inRange.length - (lastPage - 1) * 20 + 1);
});

// A document's process is a project or a post's process, which nothing in the document names: its form offered a
// text box for a 24-character id. It is picked by name among both, and the id saved is the one the field holds.
test("a document's process is picked by name among the projects and the posts", async ({ page, signIn, api }) => {
  const { accessToken } = await signIn(accounts.admin);
  const auth = { headers: bearer(accessToken) };
  const documents = await okJson(
    await api.get('/api/node/documents/search?size=1&type=formacion', auth),
    'searchDocuments',
  );
  const [document] = documents.items;
  const posts = await okJson(
    await api.get(`/api/node/posts/search?size=1&processcontext.targetId=${document?.targetId}`, auth),
    'searchPosts',
  );
  const [process] = posts.items;
  const [project] = (await okJson(await api.get('/api/node/projects/search?size=1&sort=name', auth), 'searchProjects'))
    .items;
  if (!document || !process || !project) throw new Error('The seed has a course material, its course and a project');

  await page.goto(`/colecciones/documents/${document._id}/editar`);
  const picker = page.getByRole('combobox', { name: 'Registro de destino' });
  await expect(picker).toHaveValue(process.title, firstPaint);
  await picker.click();
  await picker.fill(project.name.slice(0, 12));
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByText('Expedientes', { exact: true })).toBeVisible();
  await listbox
    .getByRole('option', { name: new RegExp(project.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).not.toHaveURL(/\/editar$/);
  const stored = await okJson(await api.get(`/api/node/documents/${document._id}`, auth), 'getDocument');
  expect(stored.targetId).toBe(project._id);
  // Its screen names the project and links to it.
  await expect(
    page.getByRole('link', { name: new RegExp(project.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
  ).toBeVisible();
});

// On a 320 px phone the list's "Filtrar", export and "Vistas" took two lines above the list.
test('at 320 px a generic list keeps its toolbar buttons on one line', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await signIn(accounts.admin);
  await page.goto('/personas');
  const main = page.getByRole('main');
  const buttons = [
    main.getByRole('button', { name: 'Filtrar' }),
    main.getByRole('button', { name: 'Exportar' }),
    main.getByRole('button', { name: 'Vistas' }),
  ];
  await expect(buttons[2] ?? main).toBeVisible(firstPaint);
  const tops = await Promise.all(buttons.map(async (button) => (await button.boundingBox())?.y));
  expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
