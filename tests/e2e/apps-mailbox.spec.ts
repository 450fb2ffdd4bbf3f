// Mailbox app against the live server (each test on its own copy of the seed): star and label a mail,
// create a label in the settings, and a refused change rolled back with a notice.

import { okJson } from './contract-json.ts';
import { accounts, expect, test } from './fixtures.ts';
import { listStatus } from './list-status.ts';
import { method, refuseRequests } from './refusals.ts';

test.beforeEach(async ({ signIn }) => {
  await signIn(accounts.admin);
});

test('stars a mail from the list and labels it from the mail view', async ({ page, api }) => {
  await page.goto('/apps/mailbox');
  await expect(page).toHaveURL(/\/apps\/mailbox\/folder\/inbox\?page=1$/);
  const list = page.getByRole('list', { name: 'Mensajes de Bandeja de entrada' });
  const row = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Destacar' }) })
    .first();
  // The row's link, found again by the mail it opens.
  const mail = page.locator(`a[href="${await row.getByRole('link').getAttribute('href')}"]`);
  await row.getByRole('button', { name: 'Destacar' }).click();
  await expect(mail).toBeVisible();
  await expect(
    list.getByRole('listitem').filter({ has: mail }).getByRole('button', { name: 'Quitar de destacados' }),
  ).toBeVisible();

  await mail.click();
  await expect(page).toHaveURL(/\/apps\/mailbox\/folder\/inbox\/[0-9a-f-]+\?page=1$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await page.getByRole('button', { name: 'Etiquetas', exact: true }).click();
  const forumsBox = page.getByRole('group', { name: 'Etiquetas' }).getByRole('checkbox', { name: 'Foros' });
  // Checked by the optimistic write a moment after the click (not synchronously, as check() expects).
  await forumsBox.click();
  await expect(forumsBox).toBeChecked();
  await page.keyboard.press('Escape');

  const labels: Array<{ id: string; slug: string }> = await (await api.get('/api/apps/mailbox/labels')).json();
  const forums = labels.find((label) => label.slug === 'forums');
  await expect
    .poll(async () => (await api.get(`/api/apps/mailbox/mail?id=${id}`)).json())
    .toMatchObject({ starred: true, unread: false, labels: expect.arrayContaining([forums?.id]) });

  // The label's own view lists it (the seed gives that label no other mail).
  await page.getByRole('link', { name: 'Foros' }).click();
  await expect(page.getByRole('list', { name: 'Mensajes de Foros' }).getByRole('listitem')).toHaveCount(1);
});

// Moved from its view, a mail leaves the folder's list: the focus goes to the mail that took its place in the list,
// as in a mail client, not to the page (the view it was in has gone too).
test('moves a mail to the trash from its view; the focus goes to the next mail of the list', async ({ page, api }) => {
  const { mails } = await okJson(await api.get('/api/apps/mailbox/mails?folder=inbox&page=1'), 'mailboxListMails');
  const [mail, next] = mails ?? [];
  if (!mail || !next) throw new Error('The seed has two mails in the inbox');
  await page.goto(`/apps/mailbox/folder/inbox/${mail.id}?page=1`);
  await page.getByRole('button', { name: 'Mover a la carpeta' }).click();
  await page.getByRole('menuitem', { name: 'Papelera' }).click();
  await expect(page).toHaveURL(/\/apps\/mailbox\/folder\/inbox\?page=1$/);
  await expect(page.locator(`[data-pane="list"] a[href*="${next.id}"]`)).toBeFocused();
  const folders = await okJson(await api.get('/api/apps/mailbox/folders'), 'mailboxListFolders');
  const trash = folders.find((folder) => folder.slug === 'trash');
  await expect
    .poll(async () => (await api.get(`/api/apps/mailbox/mail?id=${mail.id}`)).json())
    .toMatchObject({ folder: trash?.id });
});

test('creates a label in the settings with the slug the API derives', async ({ page, api }) => {
  await page.goto('/apps/mailbox/folder/inbox');
  await page.getByRole('button', { name: 'Ajustes de etiquetas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Etiquetas del correo' });
  await dialog.getByLabel('Nombre de la etiqueta nueva').fill('Auditoría 2026');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Nombre', exact: true }).last()).toHaveValue('Auditoría 2026');
  // Enter in the name creates too, as in every other "new" field of the apps.
  await dialog.getByLabel('Nombre de la etiqueta nueva').fill('Contratos menores');
  await dialog.getByLabel('Nombre de la etiqueta nueva').press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Nombre', exact: true }).last()).toHaveValue('Contratos menores');
  await expect(dialog.getByLabel('Nombre de la etiqueta nueva')).toHaveValue('');
  // And in a label's name, Enter saves the rename.
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).last().fill('Contratos menores 2026');
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).last().press('Enter');
  await expect(dialog.getByRole('button', { name: 'Guardar «Contratos menores 2026»' })).toBeDisabled();
  // The row shows the rename without being built anew: the name keeps the focus, for the next key.
  await expect(dialog.getByRole('textbox', { name: 'Nombre', exact: true }).last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Auditoría 2026' })).toBeVisible();

  const labels: Array<{ title: string; slug: string }> = await (await api.get('/api/apps/mailbox/labels')).json();
  expect(labels.at(-2)).toMatchObject({ title: 'Auditoría 2026', slug: 'auditora-2026' });
  expect(labels.at(-1)).toMatchObject({ title: 'Contratos menores 2026' });

  // Deleted after its question, it leaves the settings and the sidebar.
  await page.getByRole('button', { name: 'Ajustes de etiquetas' }).click();
  await dialog.getByRole('button', { name: 'Eliminar «Auditoría 2026»' }).click();
  await page.getByRole('dialog', { name: '¿Eliminar la etiqueta?' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog.getByRole('button', { name: 'Eliminar «Auditoría 2026»' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Auditoría 2026' })).toHaveCount(0);
  const left: Array<{ title: string }> = await (await api.get('/api/apps/mailbox/labels')).json();
  expect(left.map((label) => label.title)).not.toContain('Auditoría 2026');
});

test('a refused star is undone and the user is told', async ({ page }) => {
  await refuseRequests(page, '**/api/apps/mailbox/mail', { picks: method('PATCH') });
  await page.goto('/apps/mailbox/folder/inbox?page=1');
  const list = page.getByRole('list', { name: 'Mensajes de Bandeja de entrada' });
  const row = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Destacar' }) })
    .first();
  const mail = page.locator(`a[href="${await row.getByRole('link').getAttribute('href')}"]`);
  await row.getByRole('button', { name: 'Destacar' }).click();

  await expect(page.getByText('No se pudo cambiar el mensaje')).toBeVisible();
  const same = list.getByRole('listitem').filter({ has: mail });
  await expect(same.getByRole('button', { name: 'Destacar' })).toHaveAttribute('aria-pressed', 'false');
});

// Below the sidebar's column the folders are in a drawer: compose stays in the header, and sending says where the
// mail went.
test('on a phone, compose is in the header and sending says the mail is in the sent folder', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/apps/mailbox/folder/inbox');
  await page.getByRole('main').getByRole('button', { name: 'Redactar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mensaje nuevo' });
  await dialog.getByLabel('Para').fill('ana.toro@supervision.example,');
  await dialog.getByLabel('Asunto').fill('Acta de la sesión 12');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensaje enviado')).toBeVisible();
  await expect(page.getByText(/^Está en la carpeta Enviados\./)).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

// Attachments sat two to a row in a reading pane of about 400 px, which cut every name ("presupuesto-20…"), and
// their sizes were bytes / 1024 called kB ("1.331 kB" for 1.4 MB).
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`shows each attachment's whole name and its size, at ${viewport.width} px`, async ({ page, api }) => {
    const { mails } = await okJson(await api.get('/api/apps/mailbox/mails?folder=inbox&page=1'), 'mailboxListMails');
    const mail = (mails ?? []).find((candidate) => candidate.attachments.some((file) => file.size >= 1_000_000));
    if (!mail) throw new Error('The seed has a mail with an attachment of some MB');
    await page.setViewportSize(viewport);
    await page.goto(`/apps/mailbox/folder/inbox/${mail.id}`);
    for (const file of mail.attachments) {
      const name = page.getByRole('main').getByText(file.name, { exact: true });
      await name.scrollIntoViewIfNeeded();
      await expect(name).toBeVisible();
      expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth), file.name).toBe(true);
    }
    const big = mail.attachments.find((file) => file.size >= 1_000_000);
    const megabytes = ((big?.size ?? 0) / 1_000_000).toFixed(1).replace('.', ',');
    await expect(page.getByRole('main').getByText(`${megabytes}\u00a0MB`, { exact: true })).toBeVisible();
  });
}

// On a laptop's screen the folders are a column of their own: "Bandeja de entrada" and "Correo no deseado" broke
// over two lines beside their counts.
test('at 1280 px every folder, filter and label name stays on one line', async ({ page }) => {
  await page.goto('/apps/mailbox/folder/inbox');
  const names = page.getByRole('main').getByRole('link').locator('.mantine-NavLink-label');
  await expect(names.filter({ hasText: 'Correo no deseado' })).toBeVisible();
  const wrapped = await names.evaluateAll((labels) =>
    labels
      .filter(
        (label) => label.getBoundingClientRect().height > 1.5 * Number.parseFloat(getComputedStyle(label).lineHeight),
      )
      .map((label) => label.textContent),
  );
  expect(wrapped).toEqual([]);
});

// Another page of mails is said to screen readers (the focus stays on the arrow); another folder is not, as a list
// of its own that the screen's title names.
test('another page says which mails it shows', async ({ page }) => {
  await page.goto('/apps/mailbox/folder/inbox');
  const status = listStatus(page);
  await expect(page.getByRole('list', { name: 'Mensajes de Bandeja de entrada' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await expect(status).toHaveText('');
  await page.getByRole('main').getByRole('link', { name: 'Página siguiente' }).click();
  await expect(status).toHaveText(/^11–20 de \d+$/);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Enviados/ })
    .click();
  await expect(page.getByRole('list', { name: 'Mensajes de Enviados' })).toBeVisible();
  await expect(status).toHaveText('');
});

test('sends a new mail, which then heads the sent folder', async ({ page }) => {
  await page.goto('/apps/mailbox/folder/inbox');
  await page.getByRole('button', { name: 'Redactar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mensaje nuevo' });
  await dialog.getByLabel('Para').fill('ana.ruiz@empresa.es');
  await dialog.getByLabel('Para').press('Enter');
  await dialog.getByLabel('Asunto', { exact: true }).fill('Acta de la sesión de diciembre');
  await dialog.getByLabel('Mensaje', { exact: true }).fill('Buenos días:\n\nAdjunto el acta firmada.');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensaje enviado')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('main')
    .getByRole('link', { name: /^Enviados/ })
    .click();
  const first = page.getByRole('list', { name: 'Mensajes de Enviados' }).getByRole('listitem').first();
  await expect(first).toContainText('Acta de la sesión de diciembre');
  await first.getByRole('link').click();
  await expect(page.getByRole('main').getByText('ana.ruiz@empresa.es')).toBeVisible();
});

test('replies to a mail: to its sender, with Re: and the mail quoted', async ({ page }) => {
  await page.goto('/apps/mailbox/folder/inbox');
  const row = page.getByRole('list', { name: 'Mensajes de Bandeja de entrada' }).getByRole('listitem').first();
  await row.getByRole('link').click();
  const subject = (await page.getByRole('main').getByRole('heading', { level: 2 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'Responder', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Responder' });
  await expect(dialog.getByLabel('Asunto', { exact: true })).toHaveValue(`Re: ${subject}`);
  await expect(dialog.getByLabel('Mensaje', { exact: true })).toHaveValue(/ escribió:\n> /);
  // The text to write goes above the quote: the focus is there, at its start.
  await expect(dialog.getByLabel('Mensaje', { exact: true })).toBeFocused();
  expect(
    await dialog.getByLabel('Mensaje', { exact: true }).evaluate((box: HTMLTextAreaElement) => box.selectionStart),
  ).toBe(0);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensaje enviado')).toBeVisible();

  await page
    .getByRole('main')
    .getByRole('link', { name: /^Enviados/ })
    .click();
  await expect(page.getByRole('list', { name: 'Mensajes de Enviados' }).getByRole('listitem').first()).toContainText(
    `Re: ${subject}`,
  );
});

// "Reply all" reaches the other recipients and the copies (not oneself); a forward opens in "Para" and sends the
// mail's files with it.
test('replies to all, and forwards a mail with its files', async ({ page, api }) => {
  const { mails } = await okJson(await api.get('/api/apps/mailbox/mails?folder=inbox&page=1'), 'mailboxListMails');
  const mail = (mails ?? []).find((candidate) => candidate.attachments.length > 0 && (candidate.cc ?? []).length > 0);
  if (!mail) throw new Error('The seed has a mail in the inbox with copies and files');
  const addressOf = (contact: string) => /<([^>]+)>/.exec(contact)?.[1] ?? contact;
  await page.goto(`/apps/mailbox/folder/inbox/${mail.id}?page=1`);

  await page.getByRole('button', { name: 'Responder a todos' }).click();
  const replyAll = page.getByRole('dialog', { name: 'Responder a todos' });
  await expect(replyAll.getByText(addressOf(mail.from.contact), { exact: true })).toBeVisible();
  for (const copy of mail.cc ?? []) await expect(replyAll.getByText(addressOf(copy), { exact: true })).toBeVisible();
  await replyAll.getByRole('button', { name: 'Descartar' }).click();

  await page.getByRole('button', { name: 'Reenviar' }).click();
  const forward = page.getByRole('dialog', { name: 'Reenviar' });
  await expect(forward.getByRole('combobox', { name: 'Para' })).toBeFocused();
  await expect(forward.getByLabel('Asunto', { exact: true })).toHaveValue(`RV: ${mail.subject}`);
  await expect(forward.getByLabel('Mensaje', { exact: true })).toHaveValue(
    /---------- Mensaje reenviado ----------\nDe: /,
  );
  await page.keyboard.type('ana.ruiz@empresa.es');
  await page.keyboard.press('Enter');
  await forward.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensaje enviado')).toBeVisible();

  const sent = await okJson(await api.get('/api/apps/mailbox/mails?folder=sent&page=1'), 'mailboxListMails');
  expect(sent.mails?.[0]).toMatchObject({
    subject: `RV: ${mail.subject}`,
    to: 'ana.ruiz@empresa.es',
    content: expect.stringContaining(`Asunto: ${mail.subject}`),
    attachments: mail.attachments.map(({ type, name, size }) => expect.objectContaining({ type, name, size })),
  });
});

test('saves a draft, goes on with it from the drafts folder and sends it', async ({ page, api }) => {
  await page.goto('/apps/mailbox/folder/inbox');
  await page.getByRole('button', { name: 'Redactar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mensaje nuevo' });
  await dialog.getByLabel('Asunto', { exact: true }).fill('Notas sobre el pliego de limpieza');
  await dialog.getByLabel('Mensaje', { exact: true }).fill('Primeras notas.');
  await dialog.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page.getByText('Borrador guardado')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('main')
    .getByRole('link', { name: /^Borradores/ })
    .click();
  const drafts = page.getByRole('list', { name: 'Mensajes de Borradores' });
  const row = drafts.getByRole('listitem').filter({ hasText: 'Notas sobre el pliego de limpieza' });
  await row.getByRole('link').click();
  await page.getByRole('button', { name: 'Seguir redactando' }).click();
  const draft = page.getByRole('dialog', { name: 'Borrador' });
  // No recipient yet: it opens in "Para".
  await expect(draft.getByRole('combobox', { name: 'Para' })).toBeFocused();
  await expect(draft.getByLabel('Mensaje', { exact: true })).toHaveValue('Primeras notas.');
  await page.keyboard.type('ana.ruiz@empresa.es');
  await page.keyboard.press('Enter');
  await draft.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensaje enviado')).toBeVisible();

  // Back on the drafts list, which no longer holds it; the mail heads the sent folder.
  await expect(page).toHaveURL(/\/apps\/mailbox\/folder\/drafts\?page=1$/);
  await expect(row).toBeHidden();
  const sent = await okJson(await api.get('/api/apps/mailbox/mails?folder=sent&page=1'), 'mailboxListMails');
  expect(sent.mails?.[0]).toMatchObject({
    subject: 'Notas sobre el pliego de limpieza',
    to: 'ana.ruiz@empresa.es',
    content: 'Primeras notas.',
  });
});
