// Contacts app against the live server (each test on its own copy of the seed): create a contact with two
// e-mail addresses and a tag (shown in Spanish) and find it by search; a refused save keeps what was typed.
import { okJson } from './contract-json.ts';
import { accounts, expect, test } from './fixtures.ts';
import { method, refuseRequests } from './refusals.ts';

test.beforeEach(async ({ signIn }) => {
  await signIn(accounts.admin);
});

test('creates a contact with two e-mail addresses and finds it by search', async ({ page, api }) => {
  await page.clock.install();
  await page.goto('/apps/contacts');
  await expect(page.getByRole('heading', { name: 'Contactos', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Añadir contacto' }).click();

  const form = page.getByRole('form', { name: 'Datos del contacto' });
  await expect(form).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  // The API names a new contact 'New Contact', as the template does; the screen says it in Spanish.
  await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Nuevo contacto');
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Zoe Prueba Ruiz');
  await form.getByRole('button', { name: 'Añadir correo electrónico' }).click();
  await form.getByRole('button', { name: 'Añadir correo electrónico' }).click();
  await form.getByRole('textbox', { name: 'Correo electrónico 1' }).fill('zoe.prueba@correo.example');
  await form.getByRole('textbox', { name: 'Correo electrónico 2' }).fill('zoe@organismo.example');
  // A seeded tag keeps the template's English title in the API and shows in Spanish.
  await form.getByRole('combobox', { name: 'Etiquetas' }).click();
  await page.getByRole('option', { name: 'Instituto' }).click();
  await form.getByRole('button', { name: 'Guardar' }).click();

  await expect(page.getByRole('heading', { name: 'Zoe Prueba Ruiz', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'zoe@organismo.example' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Instituto', { exact: true })).toBeVisible();
  const tags: { id: string; title: string }[] = await (await api.get('/api/apps/contacts/tags')).json();
  const stored = await (await api.get(`/api/apps/contacts/contact?id=${id}`)).json();
  expect(stored).toMatchObject({
    name: 'Zoe Prueba Ruiz',
    emails: [
      { email: 'zoe.prueba@correo.example', label: 'Personal' },
      { email: 'zoe@organismo.example', label: 'Personal' },
    ],
    tags: [tags.find((tag) => tag.title === 'High School')?.id],
  });

  // The search waits for a pause in typing; the clock stands in for it.
  await page.getByRole('textbox', { name: 'Buscar contactos' }).fill('prueba ruiz');
  await page.clock.runFor(400);
  await expect(page).toHaveURL(/q=prueba/);
  const list = page.getByRole('list', { name: 'Lista de contactos' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('link', { name: /Zoe Prueba Ruiz/ })).toBeVisible();
});

test('a refused save says so and keeps what was typed', async ({ page, api }) => {
  const contacts = await (await api.get('/api/apps/contacts/all')).json();
  const contact = contacts[0];
  // The server refuses this one save as it refuses an invalid body: 400 with the contract's Error body.
  await refuseRequests(page, '**/api/apps/contacts/contact', {
    picks: method('PATCH'),
    message: 'body/contact/address must NOT have more than 500 characters',
    field: 'contact.address',
  });
  // The form replaces the contact's view in place: opened by "Editar", its name has the focus.
  await page.goto(`/apps/contacts/${contact.id}`);
  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toBeFocused();
  const address = page.getByRole('textbox', { name: 'Dirección' });
  await address.fill('Calle del Prado, 12, 3.º izquierda, Toledo');
  await page.getByRole('button', { name: 'Guardar' }).click();

  await expect(page.getByText('No se han guardado los cambios. Lo escrito sigue en el formulario.')).toBeVisible();
  await expect(page.getByText('El servidor no aceptó el valor de «Dirección».')).toBeVisible();
  await expect(address).toHaveValue('Calle del Prado, 12, 3.º izquierda, Toledo');
  const stored = await (await api.get(`/api/apps/contacts/contact?id=${contact.id}`)).json();
  expect(stored.address).toBe(contact.address);
});

test('writes the notes in the rich-text editor, bold from its toolbar, and empties them', async ({ page, api }) => {
  const contacts = await (await api.get('/api/apps/contacts/all')).json();
  const contact = contacts[1];
  await page.goto(`/apps/contacts/${contact.id}?edit=true`);
  const notes = page.getByRole('textbox', { name: 'Notas' });
  await notes.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Revisar ');
  await page.getByRole('button', { name: 'Negrita' }).click();
  await page.keyboard.type('antes del viernes');
  await page.getByRole('button', { name: 'Guardar' }).click();
  // Saved, the form gives the focus to the view's edit button, not to the page.
  await expect(page.getByRole('button', { name: 'Editar' })).toBeFocused();
  const written = await (await api.get(`/api/apps/contacts/contact?id=${contact.id}`)).json();
  expect(written.notes).toBe('<p>Revisar <strong>antes del viernes</strong></p>');

  // Emptied, the field stores no notes, not the editor's empty paragraph.
  await page.goto(`/apps/contacts/${contact.id}?edit=true`);
  await notes.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
  const emptied = await (await api.get(`/api/apps/contacts/contact?id=${contact.id}`)).json();
  expect(emptied.notes).toBeNull();
});

test('renames and deletes contact tags from the header; a deleted tag leaves every contact', async ({ page, api }) => {
  const tags = await okJson(await api.get('/api/apps/contacts/tags'), 'contactsListTags');
  const family = tags.find((tag) => tag.title === 'Family');
  if (!family) throw new Error('The seed has the Family tag');
  const contacts = await okJson(await api.get('/api/apps/contacts/all'), 'contactsListContacts');
  expect(contacts.some((contact) => contact.tags.includes(family.id))).toBe(true);

  await page.goto('/apps/contacts');
  await page.getByRole('button', { name: 'Etiquetas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Etiquetas de contacto' });
  // Seeded tags show in Spanish; renamed, the tag keeps the name typed.
  const work = dialog.getByRole('textbox', { name: 'Nombre de la etiqueta Trabajo' });
  await work.fill('Proveedores');
  await work.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Nombre de la etiqueta Proveedores' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Eliminar la etiqueta Familia' }).click();
  const question = page.getByRole('dialog', { name: '¿Eliminar la etiqueta?' });
  await expect(question).toContainText('se quitará de todos los contactos');
  await question.getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Nombre de la etiqueta Familia' })).toHaveCount(0);

  const left = await okJson(await api.get('/api/apps/contacts/tags'), 'contactsListTags');
  expect(left.map((tag) => tag.title)).toEqual(expect.arrayContaining(['Proveedores']));
  expect(left.map((tag) => tag.id)).not.toContain(family.id);
  const after = await okJson(await api.get('/api/apps/contacts/all'), 'contactsListContacts');
  expect(after.filter((contact) => contact.tags.includes(family.id))).toEqual([]);
});
