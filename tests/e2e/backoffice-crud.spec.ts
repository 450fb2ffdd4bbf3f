// The generic back-office resource screens, driven by the contract: every collection's list opens with its
// records; collections with a simple create body go create → edit (→ delete where the contract has one)
// through the UI, checked through the API; bad input shows a message on its field and saves nothing; a
// failed request keeps the form's values.

import type { APIRequestContext, Page } from '@playwright/test';
import { collectionContracts } from '../../generated/client/resources/collections.ts';
import type { CollectionContract, JsonSchema } from '../../generated/client/resources/resource-types.ts';
import en from '../../web/src/locales/en/collections.json' with { type: 'json' };
import es from '../../web/src/locales/es/collections.json' with { type: 'json' };
import common from '../../web/src/locales/es/common.json' with { type: 'json' };
import { accessibilityViolations } from './axe.ts';
import { okJson } from './contract-json.ts';
import { accounts, bearer, expect, type LoginResult, test, writeStorage } from './fixtures.ts';
import { expectNotCovering } from './layout-checks.ts';
import { method, refuseRequests } from './refusals.ts';
import { staffName } from './staff-name.ts';

const contracts: Record<string, CollectionContract> = collectionContracts;
const baseType = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);
const label = (field: string) => es.fields[field as keyof typeof es.fields];
/** A form control by its accessible name (labels carry a required asterisk the name leaves out). */
const control = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true }));

/** Required create fields are plain texts (no pattern/format), enums, numbers or booleans. */
function isSimple(contract: CollectionContract): boolean {
  return contract.createRequired.every((field) => {
    const schema = contract.entity.properties?.[field] ?? {};
    const type = baseType(schema);
    if (type === 'string') return !schema.pattern && !schema.format && (schema.minLength ?? 0) <= 1;
    return type === 'number' || type === 'integer' || type === 'boolean';
  });
}

// Forms re-render on every keystroke: on a busy 2-core CI machine a round trip takes well over 10 s.
test.describe.configure({ timeout: 60_000 });

const simple = Object.entries(contracts).filter(
  ([, contract]) => contract.actions.includes('create') && isSimple(contract),
);

/** Signs staff in, and the seed's first `size` tasks as the API gives them. */
async function staffAndTasks(
  signIn: (account: typeof accounts.admin) => Promise<LoginResult>,
  api: APIRequestContext,
  size: number,
) {
  const login = await signIn(accounts.admin);
  const auth = { headers: bearer(login.accessToken) };
  const tasks = (await okJson(await api.get(`/api/node/tasks/search?size=${size}`, auth), 'searchTasks')).items;
  return { login, auth, tasks };
}

/** An enum value's Spanish word, as the collection's records say it (its own word, else the shared one). */
function valueWord(collection: string, value: string): string {
  const own = (es as unknown as Record<string, { values?: Record<string, string> } | undefined>)[collection]?.values;
  return own?.[value] ?? es.values[value as keyof typeof es.values] ?? value;
}

async function fillRequired(page: Page, name: string, contract: CollectionContract, text: string): Promise<void> {
  for (const field of contract.createRequired) {
    const schema = contract.entity.properties?.[field] ?? {};
    const input = control(page, label(field));
    if (schema.enum) {
      await input.click();
      const first = String(schema.enum[0]);
      await page.getByRole('option', { name: valueWord(name, first), exact: true }).click();
    } else if (baseType(schema) === 'number' || baseType(schema) === 'integer') {
      await input.fill(String(schema.minimum ?? 1));
    } else if (baseType(schema) === 'string') {
      await input.fill(`${text} ${field}`.slice(0, schema.maxLength ?? 200));
    }
  }
}

// The lists in three groups (workers share them); in-app navigation from the index, one page load per group.
const names = Object.keys(contracts);
const groups = [0, 1, 2].map((group) => names.filter((_, index) => index % 3 === group));
for (const [index, group] of groups.entries()) {
  test(`every collection list opens with its records (${index + 1}/3)`, async ({ page, signIn }) => {
    test.setTimeout(120_000);
    await signIn(accounts.admin);
    await page.goto('/colecciones');
    for (const name of group) {
      const title = (es[name as keyof typeof es] as { title: string }).title;
      await page.getByRole('main').locator(`a[href="/colecciones/${name}"]`).click();
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.locator('tbody tr').first(), `${name} shows records`).toBeVisible();
      await page.goBack();
    }
  });
}

test('a search from the list finds a known record', async ({ page, signIn, api }) => {
  const { accessToken } = await signIn(accounts.admin);
  const known = await okJson(
    await api.get('/api/node/products/search?size=1&sort=code', {
      headers: { Authorization: `Bearer ${accessToken}` },
    }),
    'searchProducts',
  );
  const name = known.items[0]?.name ?? '';
  await page.goto('/productos?sort=code&order=desc');
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name.slice(0, 12));
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
});

// A record's name is what a list is read by: beside columns that wrap freely, the tasks' titles were cut
// to two short lines ("Verificar la solvencia del…") at a desktop width.
test('a list shows each record name of up to 60 characters whole at a desktop width', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/tasks');
  const titles = page.getByRole('main').locator('tbody tr td:has(a)');
  await expect(titles.first()).toBeVisible();
  const cut = await titles.evaluateAll((cells) =>
    cells
      .map((cell) => cell.querySelector('span') ?? cell)
      .filter((text) => (text.textContent ?? '').length <= 60 && text.scrollHeight > text.clientHeight + 1)
      .map((text) => text.textContent),
  );
  expect(await titles.count()).toBeGreaterThan(5);
  expect(cut).toEqual([]);
});

// The products' codes broke at their hyphen ("CAT-" / "0001") and their prices read "4,2", left-aligned.
test('a list keeps codes on one line and writes prices as money, lined up on the right', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/productos');
  const table = page.getByRole('main').getByRole('table');
  const price = table.getByRole('cell', { name: /^\d+,\d{2}\s€$/ }).first();
  await expect(price).toBeVisible();
  expect(await price.evaluate((cell) => getComputedStyle(cell).textAlign)).toBe('end');
  const code = table.getByRole('cell', { name: 'CAT-0001', exact: true });
  const [height, lineHeight] = await code.evaluate((cell) => {
    const text = cell.querySelector('span') ?? cell;
    return [text.getBoundingClientRect().height, Number.parseFloat(getComputedStyle(text).lineHeight)];
  });
  expect(height).toBeLessThan(lineHeight * 1.5);
});

// A value's badge broke in two ("Selección" / "múltiple") in the defined attributes' list at a desktop width,
// beside a label column with room to wrap.
test("a list keeps a value's badge on one line at a desktop width", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(accounts.admin);
  await page.goto('/colecciones/udas');
  const badge = page.getByRole('main').getByRole('table').getByText('Selección múltiple', { exact: true });
  await expect(badge).toBeVisible();
  const [height, lineHeight] = await badge.evaluate((label) => [
    label.getBoundingClientRect().height,
    Number.parseFloat(getComputedStyle(label).lineHeight),
  ]);
  expect(height).toBeLessThan(lineHeight * 1.5);
});

// Six columns at the body's 16 px, two name columns of 14rem each and a CPV code broken at its hyphen made the
// projects', people's and meetings' lists wider than a desktop's view: their last column sat past its edge.
test('a list fits a desktop width: no column past the edge, a CPV code on one line', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(accounts.admin);
  for (const name of ['projects', 'personas', 'meetups', 'tasks']) {
    await page.goto(`/colecciones/${name}`);
    const table = page.getByRole('main').locator('.mantine-ScrollArea-viewport:has(table)');
    await expect(table.getByRole('columnheader').last()).toBeInViewport({ ratio: 1 });
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth), name).toBeLessThanOrEqual(1);
    // Headers and values at the table's size: a sortable header's button took the body's 16 px.
    const sizes = await table.evaluate((element) =>
      [...element.querySelectorAll('th button, td > .mantine-Text-root')].map(
        (cell) => getComputedStyle(cell).fontSize,
      ),
    );
    expect(new Set(sizes), name).toEqual(new Set(['14px']));
  }
  await page.goto('/colecciones/projects');
  const cpv = page
    .getByRole('main')
    .getByRole('cell', { name: /^\d{8}-\d$/ })
    .first();
  const [height, lineHeight] = await cpv.evaluate((cell) => {
    const text = cell.querySelector('span') ?? cell;
    return [text.getBoundingClientRect().height, Number.parseFloat(getComputedStyle(text).lineHeight)];
  });
  expect(height).toBeLessThan(lineHeight * 1.5);
});

for (const [name, contract] of simple) {
  test(`${name}: create, edit and read back through the API`, async ({ page, signIn, api }) => {
    const { accessToken } = await signIn(accounts.admin);
    const auth = { Authorization: `Bearer ${accessToken}` };
    const stamp = `E2E ${name}`;
    await page.goto(`/colecciones/${name}/nuevo`);
    await fillRequired(page, name, contract, stamp);
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page).toHaveURL(new RegExp(`/colecciones/${name}/[0-9a-f]{24}$`));
    const id = page.url().split('/').pop() ?? '';
    const created = (await (await api.get(`/api/node/${name}/${id}`, { headers: auth })).json()) as Record<
      string,
      unknown
    >;
    const textField = contract.createRequired.find(
      (field) => typeof created[field] === 'string' && !contract.entity.properties?.[field]?.enum,
    );
    expect(textField, 'a required text field').toBeDefined();
    expect(String(created[textField ?? ''])).toContain(stamp);

    // The input holds at most the field's maxLength characters, as the contract allows.
    const changed = `${stamp} editado`.slice(0, contract.entity.properties?.[textField ?? '']?.maxLength ?? 200);
    const edit = page.getByRole('link', { name: 'Editar' });
    await expectNotCovering(page.getByRole('alert').filter({ hasText: 'Cambios guardados' }), edit);
    await edit.click();
    await control(page, label(textField ?? '')).fill(changed);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page).toHaveURL(new RegExp(`/colecciones/${name}/${id}$`));
    const edited = (await (await api.get(`/api/node/${name}/${id}`, { headers: auth })).json()) as Record<
      string,
      unknown
    >;
    expect(edited[textField ?? '']).toBe(changed);
  });
}

test('terminos: create with the thesaurus picker, delete after confirming', async ({ page, signIn, api }) => {
  const { accessToken } = await signIn(accounts.admin);
  const auth = { Authorization: `Bearer ${accessToken}` };
  await page.goto('/colecciones/terminos/nuevo');
  await control(page, 'Tesauro').click();
  await page.getByRole('option').first().click();
  await control(page, 'Término').fill('E2E término');
  await control(page, 'Idioma').click();
  await page.getByRole('option', { name: 'Español', exact: true }).click();
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page).toHaveURL(/\/colecciones\/terminos\/[0-9a-f]{24}$/);
  const id = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'E2E término', level: 1 })).toBeVisible();
  // The reference shows its thesaurus by name, never the id.
  await expect(page.getByText(/^[0-9a-f]{24}$/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page).toHaveURL(/\/colecciones\/terminos$/);
  expect((await api.get(`/api/node/terminos/${id}`, { headers: auth })).status()).toBe(404);
});

test('bad input shows a message on its field in the current language and saves nothing', async ({
  page,
  signIn,
  api,
}) => {
  const { accessToken } = await signIn(accounts.admin);
  const auth = { Authorization: `Bearer ${accessToken}` };
  const count = async () =>
    (await okJson(await api.get('/api/node/products/search?size=1', { headers: auth }), 'searchProducts')).total;
  const before = await count();
  await page.goto('/productos/nuevo');
  const code = control(page, 'Código');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(code).toHaveAccessibleDescription('Este campo es obligatorio');
  // The focus goes to the first field refused.
  await expect(code).toBeFocused();
  // A refused field's edge takes its message's colour (the theme's stronger field edges had hidden it).
  const refusedName = control(page, 'Nombre');
  await expect(refusedName).toHaveAccessibleDescription('Este campo es obligatorio');
  // The edge eases into its colour (Mantine's border transition): wait until it has arrived.
  const edgeAndMessage = () =>
    refusedName.evaluate((field) => {
      const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
      const error = document.getElementById(ids.find((id) => id.endsWith('-error')) ?? '');
      return [getComputedStyle(field).borderTopColor, error ? getComputedStyle(error).color : 'no message'];
    });
  await expect
    .poll(
      async () => {
        const [edge, message] = await edgeAndMessage();
        return edge === message ? 'same' : `${edge} against ${message}`;
      },
      { message: "a refused field's edge" },
    )
    .toBe('same');
  // The messages read at 4.5:1 (Mantine's red did not), with the rest of the form.
  expect(await accessibilityViolations(page)).toEqual([]);

  await control(page, 'Código CPV').fill('12AB');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(control(page, 'Código CPV')).toHaveAccessibleDescription('El formato no es válido');

  // A duplicate is the server's finding (409 DUPLICATE, field code): shown on the field too.
  await code.fill('CAT-0001');
  await control(page, 'Código CPV').fill('');
  await control(page, 'Nombre').fill('Duplicado');
  await control(page, 'Unidad').click();
  await page.getByRole('option', { name: 'Unidad', exact: true }).click();
  await control(page, 'Precio unitario').fill('3');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(code).toHaveAccessibleDescription('Ya existe un registro con este valor');
  // The server's refusal, which arrives after the submission, takes the focus to its field too.
  await expect(code).toBeFocused();
  expect(await count()).toBe(before);

  // In English the same mistake reads in English.
  await writeStorage(page, { language: 'en' });
  await page.goto('/productos/nuevo');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(control(page, 'Code')).toHaveAccessibleDescription(en.ui.validation.required);
});

test('a failed request keeps the form values and tells the user', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await refuseRequests(page, '**/api/node/tasks', { picks: method('POST'), status: 503, message: 'down' });
  await page.goto('/tasks/nuevo');
  await control(page, 'Título').fill('Tarea que no se guarda');
  await control(page, 'Estado').click();
  await page.getByRole('option', { name: 'Pendiente', exact: true }).click();
  await control(page, 'Prioridad').click();
  await page.getByRole('option', { name: 'Alta', exact: true }).click();
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByRole('alert')).toContainText('Sus datos siguen en el formulario');
  await expect(page).toHaveURL(/\/tasks\/nuevo$/);
  await expect(control(page, 'Título')).toHaveValue('Tarea que no se guarda');
});

// Two people on one record: Carmen's form was opened before Luis saved. A save of hers never undoes his unseen: a
// field he changed that she left alone keeps his value; a field both changed is hers to decide.
test.describe('a record saved by someone else while its form was open', () => {
  const openPersonaForm = async (page: Page, api: APIRequestContext, token: string) => {
    const auth = { headers: bearer(token) };
    const [persona] = (await okJson(await api.get('/api/node/personas/search?size=1', auth), 'searchPersonas')).items;
    if (!persona) throw new Error('The seed has personas');
    await page.goto(`/colecciones/personas/${persona._id}/editar`);
    await expect(control(page, 'Cargo')).toBeEditable();
    const saveElsewhere = async (changes: Record<string, string>) =>
      expect((await api.put(`/api/node/personas/${persona._id}`, { ...auth, data: changes })).ok()).toBe(true);
    const stored = async () => okJson(await api.get(`/api/node/personas/${persona._id}`, auth), 'getPersona');
    return { persona, saveElsewhere, stored };
  };

  test('changes in other fields are kept: her save goes through on top of his', async ({ page, signIn, api }) => {
    const { accessToken } = await signIn(accounts.admin);
    const { saveElsewhere, stored } = await openPersonaForm(page, api, accessToken);
    await control(page, 'Cargo').fill('Jefa de servicio de contratación');
    await saveElsewhere({ city: 'Huesca' });
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page).not.toHaveURL(/\/editar$/);
    expect(await stored()).toMatchObject({ position: 'Jefa de servicio de contratación', city: 'Huesca' });
  });

  test('a field both changed is named; she keeps hers, or takes his', async ({ page, signIn, api }) => {
    const { accessToken } = await signIn(accounts.admin);
    const { persona, saveElsewhere, stored } = await openPersonaForm(page, api, accessToken);
    await control(page, 'Cargo').fill('Jefa de servicio de contratación');
    await saveElsewhere({ position: 'Directora de contratación', city: 'Huesca' });
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: common.conflict.title });
    await expect(conflict).toContainText('«Cargo»');
    // Beside the button just pressed, with the focus; the field says what the other save left in it.
    await expect(conflict).toBeFocused();
    await expect(page.getByText('Otra persona guardó aquí «Directora de contratación»')).toBeVisible();
    // Nothing of hers was written; her value stays in the field, his other change shows in its own.
    expect(await stored()).toMatchObject({ position: 'Directora de contratación', city: 'Huesca' });
    await expect(control(page, 'Cargo')).toHaveValue('Jefa de servicio de contratación');
    await expect(control(page, 'Localidad')).toHaveValue('Huesca');

    await conflict.getByRole('button', { name: common.conflict.takeSaved }).click();
    await expect(control(page, 'Cargo')).toHaveValue('Directora de contratación');
    await expect(conflict).toHaveCount(0);

    // Once more, and this time she keeps hers.
    await control(page, 'Cargo').fill('Jefa de servicio de contratación');
    await saveElsewhere({ position: 'Subdirectora de contratación' });
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await conflict.getByRole('button', { name: common.conflict.keepMine }).click();
    await expect(page).toHaveURL(new RegExp(`/colecciones/personas/${persona._id}$`));
    expect(await stored()).toMatchObject({ position: 'Jefa de servicio de contratación', city: 'Huesca' });
  });

  test('a record changed since it was shown is not deleted unseen: the screen shows it as it is now', async ({
    page,
    signIn,
    api,
  }) => {
    const { accessToken } = await signIn(accounts.admin);
    const auth = { headers: bearer(accessToken) };
    const [term] = (await okJson(await api.get('/api/node/terminos/search?size=1', auth), 'searchTerminos')).items;
    if (!term) throw new Error('The seed has thesaurus terms');
    const created = await api.post('/api/node/terminos', {
      ...auth,
      data: { tesauroId: term.tesauroId, term: 'Contrato menor de obras', language: 'es' },
    });
    const { _id: id } = await okJson(created, 'createTermino');
    await page.goto(`/colecciones/terminos/${id}`);
    await expect(page.getByRole('heading', { name: 'Contrato menor de obras', level: 1 })).toBeVisible();
    await api.put(`/api/node/terminos/${id}`, { ...auth, data: { term: 'Contrato menor de obras y servicios' } });

    await page.getByRole('button', { name: 'Eliminar' }).click();
    const question = page.getByRole('dialog', { name: es.ui.deleteTitle });
    await question.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(es.ui.server.PRECONDITION_FAILED)).toBeVisible();
    expect((await api.get(`/api/node/terminos/${id}`, auth)).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Contrato menor de obras y servicios', level: 1 })).toBeVisible();

    // Seen, it is deleted.
    await question.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page).toHaveURL(/\/colecciones\/terminos$/);
    expect((await api.get(`/api/node/terminos/${id}`, auth)).status()).toBe(404);
  });
});

// A web user's permissions read as the module's and the role's words in either language (the code on hover, which
// forms and the API use): "capacitacion:view" showed as itself.
test("a web user's module roles read as words, in Spanish and in English", async ({ page, signIn, api }) => {
  const { accessToken } = await signIn(accounts.admin);
  const found = await api.get('/api/node/webusers/search?username=lucia.martin', { headers: bearer(accessToken) });
  const lucia = (await okJson(found, 'searchWebusers')).items[0];
  if (!lucia) throw new Error('The seed has lucia.martin');
  expect(lucia.moduleroles).toContain('capacitacion:view');
  await page.goto(`/colecciones/webusers/${lucia._id}`);
  const role = page.getByRole('main').locator('[title="capacitacion:view"]');
  await expect(role).toHaveText('Capacitación (consulta)');
  await writeStorage(page, { language: 'en' });
  await page.reload();
  await expect(role).toHaveText('Training (read only)');
  await expect(page.getByRole('main').getByText('capacitacion:view', { exact: true })).toHaveCount(0);
});

// Staff make one product after another that differ in little: "Duplicar" opens a new one with the record's values,
// but its code, which no two products share, empty and asked for; the original stays as it was.
test('a record is duplicated into a new one, its unique code asked for again', async ({ page, signIn, api }) => {
  const { accessToken } = await signIn(accounts.admin);
  const auth = { headers: bearer(accessToken) };
  const [product] = (await okJson(await api.get('/api/node/products/search?size=1&sort=code', auth), 'searchProducts'))
    .items;
  if (!product) throw new Error('The seed has products');
  await page.goto(`/productos/${product._id}`);
  await page.getByRole('link', { name: 'Duplicar' }).click();
  await expect(page).toHaveURL(new RegExp(`/productos/nuevo\\?copia=${product._id}$`));
  await expect(page.getByText(`Copia de «${product.name}»`)).toBeVisible();
  await expect(control(page, 'Nombre')).toHaveValue(product.name);
  await expect(control(page, 'Código')).toHaveValue('');
  await control(page, 'Nombre').fill(`${product.name} (caja de 5)`);
  await control(page, 'Código').fill('CAT-9001');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page).not.toHaveURL(/\/nuevo/);

  const copies = await okJson(await api.get('/api/node/products/search?code=CAT-9001', auth), 'searchProducts');
  expect(copies.items).toHaveLength(1);
  expect(copies.items[0]).toMatchObject({
    name: `${product.name} (caja de 5)`,
    unitPrice: product.unitPrice,
    unit: product.unit,
  });
  const original = await okJson(await api.get(`/api/node/products/${product._id}`, auth), 'getProduct');
  expect(original).toMatchObject({ code: product.code, name: product.name });
});

// A project's tasks, costs and documents were each a search of their own: a record's screen lists the records of
// other collections that point to it, and links to each one's list filtered to it.
test("a record's screen lists the records that point to it, with a link to their list filtered to it", async ({
  page,
  signIn,
  api,
}) => {
  const { tasks } = await staffAndTasks(signIn, api, 200);
  const perProject = Map.groupBy(tasks, (task) => String(task.projectId));
  const [projectId, own] = [...perProject].sort(([, a], [, b]) => b.length - a.length)[0] ?? [];
  if (!projectId || !own || own.length < 2) throw new Error('The seed has a project with several tasks');

  await page.goto(`/colecciones/projects/${projectId}`);
  const section = page.getByRole('region', { name: 'Tareas', exact: true });
  await expect(section.getByRole('row')).toHaveCount(Math.min(own.length, 5) + 1, { timeout: 20_000 });
  // The project is every row's: its column is left out.
  await expect(section.getByRole('columnheader', { name: 'Expediente' })).toHaveCount(0);
  await section.getByRole('link', { name: `Ver la lista (${own.length})` }).click();
  await expect(page).toHaveURL(/\/tasks\?filters=/);
  await expect(page.getByRole('main').getByRole('table').getByRole('row')).toHaveCount(Math.min(own.length, 10) + 1);
});

// Staff could not tell who had changed a record, or what: every write leaves an audit entry, and a record's screen
// ends with its history, latest first, with the fields each change touched; the audit trail's screen says them too.
test("a change saved in a record's form is the first line of its history, with who made it and the values it changed", async ({
  page,
  signIn,
  api,
}) => {
  const { login, tasks } = await staffAndTasks(signIn, api, 50);
  const task = tasks.find((candidate) => candidate.priority !== 'urgent');
  if (!task) throw new Error('The seed has a task that is not urgent');

  await page.goto(`/tasks/${task._id}/editar`);
  await control(page, 'Prioridad').click();
  await page.getByRole('option', { name: valueWord('tasks', 'urgent'), exact: true }).click();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).not.toHaveURL(/\/editar$/);

  const history = page.getByRole('region', { name: 'Historial', exact: true });
  const latest = history.getByRole('row').nth(1);
  await expect(latest).toContainText('Modificación', { timeout: 20_000 });
  // The field with its value before and after, in words.
  const change = `Prioridad:${valueWord('tasks', task.priority)}→ pasó a ${valueWord('tasks', 'urgent')}`;
  await expect(latest).toContainText(change);
  // Its author by name, as colleagues know them.
  await expect(latest).toContainText(await staffName(api, login));
  // The task is every row's: neither its collection nor its id is a column.
  await expect(history.getByRole('columnheader', { name: 'Colección' })).toHaveCount(0);
  await expect(history.getByRole('columnheader', { name: 'Registro' })).toHaveCount(0);

  await page.goto('/audittrail');
  await expect(page.getByRole('main').getByRole('row').nth(1)).toContainText(change, { timeout: 20_000 });
});

// An emptied field of a record's form is removed from the record (the contract's null), not left out of the update,
// which kept its old value under a form that said "saved".
test("a field emptied in a record's form is removed from the record, and its history says so", async ({
  page,
  signIn,
  api,
}) => {
  const login = await signIn(accounts.admin);
  const auth = { headers: bearer(login.accessToken) };
  const costs = (await okJson(await api.get('/api/node/costs/search?size=50', auth), 'searchCosts')).items;
  const cost = costs.find((candidate) => candidate.supplier && candidate.invoiceNumber);
  if (!cost) throw new Error('The seed has a cost with a supplier and an invoice number');

  await page.goto(`/colecciones/costs/${cost._id}/editar`);
  const supplier = control(page, label('supplier'));
  await expect(supplier).toHaveValue(cost.supplier ?? '');
  await supplier.fill('');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).not.toHaveURL(/\/editar$/);

  const history = page.getByRole('region', { name: 'Historial', exact: true });
  await expect(history.getByRole('row').nth(1)).toContainText(`${label('supplier')}:${cost.supplier}`, {
    timeout: 20_000,
  });
  const stored = await okJson(await api.get(`/api/node/costs/${cost._id}`, auth), 'getCost');
  expect(stored).not.toHaveProperty('supplier');
  expect(stored.invoiceNumber).toBe(cost.invoiceNumber);

  // Undone from its line, the supplier comes back.
  await history.getByRole('button', { name: `Restaurar los valores anteriores de ${label('supplier')}` }).click();
  await page
    .getByRole('dialog', { name: '¿Restaurar los valores anteriores?' })
    .getByRole('button', { name: 'Restaurar' })
    .click();
  await expect(page.getByText(`Valores anteriores restaurados: ${label('supplier')}`)).toBeVisible();
  const restored = await okJson(await api.get(`/api/node/costs/${cost._id}`, auth), 'getCost');
  expect(restored.supplier).toBe(cost.supplier);
});

// The audit trail is where an oversight body reads the changes of every record: a change is undone from its line there
// as from the record's history, with the same question, and the trail shows the restore at its head.
test('a change is restored from its line of the audit trail', async ({ page, signIn, api }) => {
  const { auth, tasks } = await staffAndTasks(signIn, api, 50);
  // From the end of the page: the history's own restore test takes the first such task.
  const task = tasks.findLast((candidate) => candidate.priority !== 'urgent');
  if (!task) throw new Error('The seed has a task that is not urgent');
  expect((await api.put(`/api/node/tasks/${task._id}`, { ...auth, data: { priority: 'urgent' } })).ok()).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/audittrail?collection=tasks&action=update`);
  const line = page.getByRole('main').getByRole('row').filter({ hasText: task.title }).first();
  await line.getByRole('button', { name: 'Restaurar los valores anteriores de Prioridad' }).click({ timeout: 20_000 });
  const question = page.getByRole('dialog', { name: '¿Restaurar los valores anteriores?' });
  await expect(question).toContainText('Volverán al valor que tenían antes de este cambio: Prioridad.');
  await question.getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('Valores anteriores restaurados: Prioridad')).toBeVisible();

  const stored = await okJson(await api.get(`/api/node/tasks/${task._id}`, auth), 'getTask');
  expect(stored.priority).toBe(task.priority);
  // The restore is the task's newest line of the trail (other tests change other tasks meanwhile).
  const restored = `Prioridad:${valueWord('tasks', 'urgent')}→ pasó a ${valueWord('tasks', task.priority)}`;
  await expect(line).toContainText(restored);
});

// A change can be undone from its history line: its fields go back to their values before it, but one changed again
// since, which the question names, is left as the later change left it.
test("a change of a record's history is restored from its line, a field changed since left as it is", async ({
  page,
  signIn,
  api,
}) => {
  const { auth, tasks } = await staffAndTasks(signIn, api, 50);
  const task = tasks.find((candidate) => candidate.priority !== 'urgent' && candidate.dueDate !== undefined);
  if (!task) throw new Error('The seed has a task that is not urgent, with a due date');
  const put = async (data: Record<string, unknown>) =>
    expect((await api.put(`/api/node/tasks/${task._id}`, { ...auth, data })).ok()).toBe(true);
  await put({ priority: 'urgent', dueDate: '2027-01-15T09:00:00.000Z' });
  await put({ dueDate: '2027-01-22T09:00:00.000Z' });

  await page.goto(`/tasks/${task._id}`);
  const history = page.getByRole('region', { name: 'Historial', exact: true });
  await history
    .getByRole('button', { name: 'Restaurar los valores anteriores de Prioridad' })
    .click({ timeout: 20_000 });
  const question = page.getByRole('dialog', { name: '¿Restaurar los valores anteriores?' });
  await expect(question).toContainText('Volverán al valor que tenían antes de este cambio: Prioridad.');
  await expect(question).toContainText('Se dejan como están, porque han cambiado después: Vencimiento.');
  await question.getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('Valores anteriores restaurados: Prioridad')).toBeVisible();

  const stored = await okJson(await api.get(`/api/node/tasks/${task._id}`, auth), 'getTask');
  expect(stored).toMatchObject({ priority: task.priority, dueDate: '2027-01-22T09:00:00.000Z' });
  // The restore is a change of its own, at the head of the history.
  const restored = `Prioridad:${valueWord('tasks', 'urgent')}→ pasó a ${valueWord('tasks', task.priority)}`;
  await expect(history.getByRole('row').nth(1)).toContainText(restored);
  // The first change has nothing left to restore; the restore itself can be undone in turn.
  const undo = history.getByRole('button', { name: 'Restaurar los valores anteriores de Prioridad' });
  await expect(undo).toHaveCount(1);
  await expect(history.getByRole('row').nth(1).getByRole('button')).toHaveAccessibleName(/de Prioridad$/);
});
