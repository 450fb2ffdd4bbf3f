// A form's changes are not lost without a word: leaving it by the menu, the browser's back button or its own
// "Cancelar" asks first ("Seguir editando" keeps the text, "Salir sin guardar" goes); reloading or closing the
// tab asks through the browser. An untouched form, and a saved one, are left without a question.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { accessibilityViolations } from './axe.ts';
import { okJson } from './contract-json.ts';
import { type Account, accounts, bearer, expect, readStorage, storageKeys, test } from './fixtures.ts';
import { every, method, refuseRequests } from './refusals.ts';
import { firstBoard } from './seeded-board.ts';
import { seededContacts, seededProducts, seededTasks } from './seeded-records.ts';

type Task = Schema<'Task'>;

async function firstTask(api: APIRequestContext, token: string): Promise<Task> {
  const found = await okJson(await api.get('/api/node/tasks/search?size=1', { headers: bearer(token) }), 'searchTasks');
  const task = found.items[0];
  if (!task) throw new Error('The seed has tasks');
  return task;
}

test('leaving a record form with changes asks first; staying keeps them, leaving drops them', async ({
  page,
  signIn,
  api,
}) => {
  const { accessToken } = await signIn(accounts.admin);
  const task = await firstTask(api, accessToken);
  await page.goto(`/colecciones/tasks/${task._id}`);
  await page.getByRole('link', { name: 'Editar' }).click();
  const title = page.getByRole('textbox', { name: 'Título', exact: true });
  await title.fill('Verificar la solvencia y la habilitación profesional');
  const editing = page.url();

  // The menu: the app asks, and staying keeps the screen and the text.
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Bienvenida' })
    .click();
  const question = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Seguir editando' })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(question).toBeHidden();
  expect(page.url()).toBe(editing);
  await expect(title).toHaveValue('Verificar la solvencia y la habilitación profesional');

  // The form's own "Cancelar" asks too; Escape closes the question as staying does.
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  expect(page.url()).toBe(editing);

  // The browser's back button: leaving goes back, and nothing was saved.
  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(new RegExp(`/colecciones/tasks/${task._id}$`));
  await expect(question).toBeHidden();
  const stored = await okJson(
    await api.get(`/api/node/tasks/${task._id}`, { headers: bearer(accessToken) }),
    'getTask',
  );
  expect(stored.title).toBe(task.title);
});

test('reloading a form with changes asks through the browser; an untouched form is left without a question', async ({
  page,
  signIn,
  api,
}) => {
  const { accessToken } = await signIn(accounts.admin);
  const task = await firstTask(api, accessToken);
  await page.goto(`/colecciones/tasks/${task._id}/editar`);
  const title = page.getByRole('textbox', { name: 'Título', exact: true });
  await expect(title).toHaveValue(task.title);

  // Untouched: the menu leaves at once.
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Bienvenida' })
    .click();
  await expect(page).toHaveURL(/\/welcome\/home$/);
  await page.goBack();
  await expect(title).toHaveValue(task.title);

  await title.fill(`${task.title} (revisada)`);
  const asked = page.waitForEvent('dialog', { timeout: 10_000 });
  const reloaded = page.reload();
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
  await reloaded;
  await expect(title).toHaveValue(task.title);
});

interface GuardedForm {
  name: string;
  account: Account;
  /** Opens the form; returns what leaving means there (a click that goes to another screen or record). */
  open: (page: Page, api: APIRequestContext, token: string) => Promise<(page: Page) => Promise<void>>;
  field: string;
  /** What the test writes in the field, from what it holds; by default the same with " (cambiado)". */
  changed?: (value: string) => string;
  /** Saves, and waits until the save is through (what the screen shows once it is). */
  save: (page: Page) => Promise<void>;
}

/** Saves with the form's "Guardar" and waits for what shows the save went through. */
const savedBy =
  (shown: (page: Page) => Promise<void>) =>
  async (page: Page): Promise<void> => {
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await shown(page);
  };

const menuLink = (name: string) => (page: Page) =>
  page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name }).click();

/**
 * Saves with the button `submit` and waits until the save is over and `clean` shows the form holds no change. A
 * button is disabled while its save is under way too: leaving then is rightly asked about, so being disabled
 * alone does not say the save is over; the submit button's loading state ending does.
 */
const savedWhenClean =
  (submit: string, clean: (page: Page) => Locator) =>
  async (page: Page): Promise<void> => {
    const button = page.getByRole('button', { name: submit, exact: true });
    await button.click();
    await expect(clean(page)).toBeDisabled();
    await expect(button).not.toHaveAttribute('data-loading');
    await expect(clean(page)).toBeDisabled();
  };

/** The template's account pages: their "Guardar" is disabled again once the form holds no change. */
const accountForm = (name: string, path: string): GuardedForm => ({
  name,
  account: accounts.admin,
  open: async (page) => {
    await page.goto(path);
    return menuLink('Bienvenida');
  },
  field: 'Nombre',
  save: savedWhenClean('Guardar', (page) => page.getByRole('button', { name: 'Guardar', exact: true })),
});

// Every form the guard covers besides the record forms above: untouched, it is left at once; with a change,
// leaving asks; once saved, it is left without a question.
const guardedForms: GuardedForm[] = [
  accountForm('the account profile', '/pages/profile'),
  accountForm('the account settings', '/pages/settings'),
  {
    name: 'a contact',
    account: accounts.admin,
    open: async (page, api) => {
      const [first, second] = await seededContacts(api);
      if (!second) throw new Error('The seed has two contacts');
      await page.goto(`/apps/contacts/${first.id}?edit=true`);
      return (page) => page.getByRole('link', { name: second.name }).first().click();
    },
    field: 'Nombre',
    save: savedBy((page) => expect(page.getByRole('form', { name: 'Datos del contacto' })).toBeHidden()),
  },
  {
    name: 'a task',
    account: accounts.admin,
    open: async (page, api) => {
      const [first, second] = await seededTasks(api);
      if (!second) throw new Error('The seed has two tasks');
      await page.goto(`/apps/tasks/${first.id}`);
      return (page) => page.getByRole('link', { name: second.title }).first().click();
    },
    field: 'Título',
    save: savedBy((page) => expect(page.getByText('Tarea guardada')).toBeVisible()),
  },
  {
    name: 'a new publication',
    account: accounts.admin,
    // The open post is in the address's search: another post of the list leaves the form.
    open: async (page) => {
      await page.goto('/posteos?post=new');
      return async (page) => {
        const open = new URL(page.url()).searchParams.get('post') ?? '';
        const others = `a[href*="post="]:not([href*="post=new"]):not([href*="${open}"])`;
        await page.getByRole('main').locator(others).first().click();
      };
    },
    field: 'Título',
    // A new post's screen is left for the post's own, without a question.
    save: savedBy((page) => expect(page).toHaveURL(/post=[0-9a-f]{24}/)),
  },
  {
    name: 'a product',
    account: accounts.admin,
    // The open product is in the address's search: closing its drawer (Escape) leaves the form.
    open: async (page, api) => {
      const [product] = await seededProducts(api);
      await page.goto(`/apps/ecommerce/inventory?product=${product.id}`);
      return (page) => page.keyboard.press('Escape');
    },
    field: 'Nombre',
    save: savedBy((page) => expect(page.getByText('Producto guardado.')).toBeVisible()),
  },
  {
    name: 'a support request',
    account: accounts.admin,
    open: async (page) => {
      await page.goto('/apps/help-center/support');
      return menuLink('Bienvenida');
    },
    field: 'Nombre',
    // Sent, the form is cleared.
    save: async (page) => {
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('carmen.navarro@supervision.example');
      await page.getByRole('textbox', { name: 'Asunto' }).fill('Acceso al expediente');
      await page.getByRole('textbox', { name: 'Mensaje' }).fill('No puedo abrir los pliegos del expediente 2026/0412.');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await expect(page.getByText('Solicitud enviada')).toBeVisible();
    },
  },
  {
    name: "a project's name",
    account: accounts.admin,
    // The selected project is in the address's search: another project of the tree leaves the form.
    open: async (page, api, token) => {
      const lots = await Promise.all(
        ['EXP-2025-0037-L1', 'EXP-2025-0037-L2'].map(async (code) => {
          const found = await api.get(`/api/node/projects/search?code=${code}`, { headers: bearer(token) });
          return (await okJson(found, 'searchProjects')).items[0];
        }),
      );
      const [first, second] = lots;
      if (!first || !second) throw new Error('The seed has lots 1 and 2 of EXP-2025-0037');
      await page.goto(`/gestion?root=${first.parentId}&node=${first._id}`);
      return (page) => page.getByRole('treeitem', { name: `${second.code} · ${second.name}` }).click();
    },
    field: 'Nombre',
    save: async (page) => {
      await page.getByRole('button', { name: 'Renombrar' }).click();
      await expect(page.getByText('Expediente renombrado')).toBeVisible();
    },
  },
  {
    name: "the help desk's contact data",
    account: accounts.lucia,
    open: async (page) => {
      await page.goto('/web/mesadeayuda');
      return (page) => page.getByRole('link', { name: 'Capacitación', exact: true }).first().click();
    },
    field: 'Teléfono',
    changed: () => '+34 976 555 050',
    save: savedWhenClean('Guardar los datos', (page) => page.getByRole('button', { name: 'Guardar los datos' })),
  },
  {
    name: "a web user's profile",
    account: accounts.lucia,
    open: async (page, api, token) => {
      const me = await okJson(await api.get('/api/auth/web/me', { headers: bearer(token) }), 'getCurrentUser');
      await page.goto(`/persona/perfil/editar/${me.personId}`);
      return (page) => page.getByRole('link', { name: 'Capacitación', exact: true }).first().click();
    },
    field: 'Nombre',
    save: savedWhenClean('Guardar los cambios', (page) => page.getByRole('button', { name: 'Descartar los cambios' })),
  },
];

for (const form of guardedForms) {
  test(`${form.name}: left at once untouched, asked about with a change, left at once once saved`, async ({
    page,
    signIn,
    api,
  }) => {
    const { accessToken } = await signIn(form.account);
    const leave = await form.open(page, api, accessToken);
    const field = page.getByRole('textbox', { name: form.field, exact: true }).first();
    await expect(field).toBeEditable();
    const formAddress = page.url();
    const question = page.getByRole('dialog', { name: '¿Salir sin guardar?' });

    await leave(page);
    await expect(page).not.toHaveURL(formAddress);
    await page.goBack();
    await expect(field).toBeEditable();

    const changed = form.changed ?? ((value) => `${value} (cambiado)`.trim());
    await field.fill(changed(await field.inputValue()));
    await leave(page);
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Seguir editando' }).click();
    expect(page.url()).toBe(formAddress);

    await form.save(page);
    const saved = page.url();
    await leave(page);
    await expect(page).not.toHaveURL(saved);
    await expect(question).toBeHidden();
  });
}

// Signing out leaves the form too: the question comes before the session ends, so staying keeps both the text
// and the session (a web user was signed out first and asked after).
test('signing out of a form with changes asks first; staying keeps the session', async ({ page, signIn }) => {
  const lucia = await signIn(accounts.lucia);
  await page.goto(`/persona/perfil/editar/${lucia.user.personId}`);
  const field = page.getByRole('textbox', { name: 'Nombre', exact: true });
  await field.fill('Lucía Isabel');
  const signOut = async () => {
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  };
  const question = page.getByRole('dialog', { name: '¿Salir sin guardar?' });

  await signOut();
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(question).toBeHidden();
  await expect(field).toHaveValue('Lucía Isabel');
  expect(await readStorage(page, storageKeys.web.sid)).toBe(lucia.sid);
  expect(await readStorage(page, storageKeys.web.token)).not.toBeNull();

  await signOut();
  await question.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/web\/ingresar$/);
  expect(await readStorage(page, storageKeys.web.token)).toBeNull();
});

// Seed 000 (section 8): any 401 signs both users out and reloads the page. A form's changes do not hold that up
// (the browser would ask, and a person who stayed would be left on a screen without a session).
test('a 401 while a form holds changes signs out and reloads without a question', async ({ page, signIn, api }) => {
  const admin = await signIn(accounts.admin);
  const task = await firstTask(api, admin.accessToken);
  await page.goto(`/colecciones/tasks/${task._id}/editar`);
  const title = page.getByRole('textbox', { name: 'Título', exact: true });
  await title.fill(`${task.title} (revisada)`);
  await refuseRequests(page, '**/api/node/tasks/**', { picks: every, status: 401 });
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.type());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(/\/sign-in(\?|$)/);
  expect(await readStorage(page, storageKeys.admin.token)).toBeNull();
  expect(questions).toEqual([]);
});

// Dialogs with a form: their close button, Escape and "Cancelar" ask too when something was typed. A note and a
// new mail close in place; a board card is in the address (`?card=`), so the browser's back button asks as well.
test('a note and a new mail ask before their dialog closes on what was typed', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  const question = page.getByRole('dialog', { name: '¿Salir sin guardar?' });

  await page.goto('/apps/notes');
  await page.getByRole('button', { name: 'Nueva nota' }).first().click();
  const note = page.getByRole('dialog', { name: 'Nueva nota' });
  await note.getByRole('textbox', { name: 'Título' }).fill('Llamar a la mesa de contratación');
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(note.getByRole('textbox', { name: 'Título' })).toHaveValue('Llamar a la mesa de contratación');
  await note.getByRole('button', { name: 'Cancelar' }).click();
  await question.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(note).toBeHidden();
  await expect(page.getByText('Llamar a la mesa de contratación')).toHaveCount(0);

  await page.goto('/apps/mailbox/folder/inbox');
  await page.getByRole('button', { name: 'Redactar' }).first().click();
  const mail = page.getByRole('dialog', { name: 'Mensaje nuevo' });
  // Untouched, it closes at once.
  await page.keyboard.press('Escape');
  await expect(mail).toBeHidden();
  await page.getByRole('button', { name: 'Redactar' }).first().click();
  await mail.getByRole('textbox', { name: 'Asunto' }).fill('Documentación pendiente');
  await mail.getByRole('button', { name: 'Cerrar' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(mail).toBeHidden();
});

test('a product deleted with a change typed closes its drawer without the question', async ({ page, signIn, api }) => {
  await signIn(accounts.admin);
  const [product] = await seededProducts(api);
  await page.goto(`/apps/ecommerce/inventory?product=${product.id}`);
  const drawer = page.getByRole('dialog', { name: product.name });
  await drawer.getByRole('textbox', { name: 'Nombre', exact: true }).fill(`${product.name} (retirado)`);
  await drawer.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog', { name: '¿Eliminar el producto?' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page).not.toHaveURL(/product=/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('dialog', { name: '¿Salir sin guardar?' })).toHaveCount(0);
});

// The web user's new request is a dialog over the list: its close button, Escape and "Cancelar" ask once
// something was chosen or typed; a filed request opens at once.
test("a web user's new request asks before its dialog closes on what was typed, and not once filed", async ({
  page,
  signIn,
}) => {
  await signIn(accounts.lucia);
  await page.goto('/workflow/web/mistramites/inicio');
  const question = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  const request = page.getByRole('dialog', { name: 'Nueva solicitud' });
  const detail = request.getByLabel('Detalle de la solicitud');

  await page.getByRole('button', { name: 'Nueva solicitud' }).click();
  await page.keyboard.press('Escape');
  await expect(request).toBeHidden();

  await page.getByRole('button', { name: 'Nueva solicitud' }).click();
  await detail.fill('Expediente 2026/0412: acceso a la valoración de ofertas.');
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(detail).toHaveValue('Expediente 2026/0412: acceso a la valoración de ofertas.');
  await request.getByRole('button', { name: 'Cancelar' }).click();
  await question.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(request).toBeHidden();

  await page.getByRole('button', { name: 'Nueva solicitud' }).click();
  await expect(detail).toHaveValue('');
  await request.getByRole('combobox', { name: 'Trámite' }).click();
  await page.getByRole('option', { name: 'Solicitud de acceso a un expediente' }).click();
  await detail.fill('Expediente 2026/0412: acceso a la valoración de ofertas.');
  await request.getByRole('button', { name: 'Presentar la solicitud' }).click();
  await expect(page).toHaveURL(/\/workflow\/web\/mistramites\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud de acceso a un expediente' })).toBeVisible();
  await expect(question).toHaveCount(0);
});

test('a board card asks before its dialog closes on changes, the back button too, and not once saved or deleted', async ({
  page,
  signIn,
  api,
}) => {
  await signIn(accounts.admin);
  const { board } = await firstBoard(api);
  const card = board.lists[0]?.cards[0];
  if (!card) throw new Error('The seeded board has a card');
  // Opened from the board, in the app: the browser's back button then stays in it.
  await page.goto(`/apps/scrumboard/${board.id}`);
  await page
    .getByRole('button', { name: card.title })
    .filter({ hasNotText: 'Arrastrar' })
    .and(page.locator(':not([aria-label^="Arrastrar"])'))
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Tarjeta', exact: true });
  const title = dialog.getByRole('textbox', { name: 'Título' });
  const question = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await title.fill(`${card.title} (urgente)`);

  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(title).toHaveValue(`${card.title} (urgente)`);
  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(new RegExp(`card=${card.id}`));

  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(question).toBeHidden();
  await expect(page).not.toHaveURL(/card=/);

  // Deleted with a change typed: the card is gone, and so is the question.
  await page.goto(`/apps/scrumboard/${board.id}?card=${card.id}`);
  await title.fill(`${card.title} (anulada)`);
  await dialog.getByRole('button', { name: 'Eliminar tarjeta' }).click();
  await page.getByRole('dialog', { name: '¿Eliminar la tarjeta?' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/card=/);
  await expect(question).toBeHidden();
});

// The generic form in a dialog (a term of a thesaurus, an agenda entry): Escape and "Cancelar" ask too.
test('the generic form in a dialog asks before Escape or Cancelar drop what was typed', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  const question = page.getByRole('dialog', { name: '¿Salir sin guardar?' });

  await page.goto('/tesauro');
  await page
    .getByRole('main')
    .getByRole('link')
    .filter({ hasText: /contrataci/i })
    .first()
    .click();
  await page.getByRole('button', { name: 'Añadir término' }).click();
  const adding = page.getByRole('dialog', { name: /^Nuevo término/ });
  await adding.getByLabel(/^Término\s*\*?$/).fill('Compra pública de innovación');
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(adding.getByLabel(/^Término\s*\*?$/)).toHaveValue('Compra pública de innovación');
  await adding.getByRole('button', { name: 'Cancelar' }).click();
  await question.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(adding).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Compra pública de innovación', exact: true })).toHaveCount(0);

  await page.goto('/agenda?date=2026-12-01');
  await page
    .getByText(/Reunión/)
    .first()
    .click();
  const entry = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Editar' }) });
  await entry.getByRole('button', { name: 'Editar' }).click();
  const name = page.getByRole('dialog').getByLabel(/^Nombre/);
  await name.fill('Reunión de seguimiento aplazada');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await question.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Editar' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Editar' }).click();
  await name.fill('Reunión de seguimiento aplazada');
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

// The top bar's shortcuts panel holds a form: a click outside the panel, Escape, its button and "Cancelar" ask once
// something was typed; untouched, it closes at once. A question over the panel (discard, delete) is no click
// outside it. A refused save says why and keeps what was typed.
test('a shortcut being written asks before the shortcuts panel closes on it', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  const question = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  const panelButton = page.getByRole('button', { name: 'Accesos directos' });
  const panel = page.getByRole('dialog', { name: 'Accesos directos' });
  const name = panel.getByRole('textbox', { name: 'Nombre' });
  // The heading's start, beside the panel (the heading runs under it).
  const outside = () => page.getByRole('heading', { level: 1 }).click({ position: { x: 8, y: 8 } });

  await panelButton.click();
  await panel.getByRole('button', { name: 'Editar los accesos directos' }).click();
  await panel.getByRole('button', { name: 'Añadir acceso directo' }).click();
  await outside();
  await expect(panel).toBeHidden();
  await expect(question).toHaveCount(0);

  await panelButton.click();
  await panel.getByRole('button', { name: 'Editar los accesos directos' }).click();
  await panel.getByRole('button', { name: 'Añadir acceso directo' }).click();
  await name.fill('Evaluaciones de riesgo');
  for (const close of [outside, () => name.press('Escape'), () => panelButton.click()]) {
    await close();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(question).toBeHidden();
    await expect(name).toHaveValue('Evaluaciones de riesgo');
  }

  await refuseRequests(page, '**/api/common/shortcuts', {
    picks: method('POST'),
    message: 'shortcut.link is not allowed',
    field: 'shortcut.link',
  });
  await panel.getByRole('textbox', { name: 'Enlace' }).fill('/evaluar');
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText('No se pudo guardar el acceso directo. El servidor no aceptó el valor de «Enlace».'),
  ).toBeVisible();
  await expect(name).toHaveValue('Evaluaciones de riesgo');

  await panel.getByRole('button', { name: 'Cancelar' }).click();
  await question.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(panel.getByRole('button', { name: 'Añadir acceso directo' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /Evaluaciones de riesgo/ })).toHaveCount(0);
});
