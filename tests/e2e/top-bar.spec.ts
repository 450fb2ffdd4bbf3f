// Top-bar panels against the live server (each test on its own copy of the seed): messages and
// notifications (badge, read/unread, mark all, delete), shortcuts (add, edit, delete) and team chat.

import { okJson } from './contract-json.ts';
import { accounts, bearer, expect, snap, test } from './fixtures.ts';

test.beforeEach(async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
});

test('messages: unread badge, mark one read and unread, delete, mark all as read', async ({ page }) => {
  const button = page.getByRole('button', { name: 'Mensajes (5 sin leer)' });
  await button.click();
  const panel = page.getByRole('dialog', { name: 'Mensajes' });
  await expect(panel).toBeVisible();
  await snap(page, 'panel-messages');

  await panel
    .getByRole('button', { name: /^Marcar como leído/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Mensajes (4 sin leer)' })).toBeVisible();
  await panel
    .getByRole('button', { name: /^Marcar como no leído/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Mensajes (5 sin leer)' })).toBeVisible();

  const entries = panel.getByRole('button', { name: /^Eliminar/ });
  const before = await entries.count();
  const removed = await entries.first().getAttribute('aria-label');
  await entries.first().click();
  await expect(entries).toHaveCount(before - 1);
  // The focus goes to the next entry's delete button (it was on the removed one), not to the page.
  await expect(entries.first()).toBeFocused();
  expect(await entries.first().getAttribute('aria-label')).not.toBe(removed);

  await panel.getByRole('button', { name: 'Marcar todo como leído' }).click();
  await expect(page.getByRole('button', { name: 'Mensajes', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Mensajes', exact: true })).toBeVisible();
});

test('notifications: rich text, badge and mark all as read', async ({ page }) => {
  await page.getByRole('button', { name: 'Notificaciones (3 sin leer)' }).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel.locator('strong', { hasText: '2024/097' })).toBeVisible();
  await snap(page, 'panel-notifications');
  await panel.getByRole('button', { name: 'Marcar todo como leído' }).click();
  await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
});

test('shortcuts: follow, add, edit and delete', async ({ page }) => {
  await page.getByRole('button', { name: 'Accesos directos' }).click();
  const panel = page.getByRole('dialog', { name: 'Accesos directos' });
  await expect(panel.getByRole('button', { name: /Documentos/ })).toBeVisible();
  await snap(page, 'panel-shortcuts');

  await panel.getByRole('button', { name: 'Editar los accesos directos' }).click();
  // The form replaces the grid in place: its first field has the focus, and back in the grid, what opened it.
  await panel.getByRole('button', { name: 'Añadir acceso directo' }).click();
  await expect(panel.getByLabel('Nombre')).toBeFocused();
  await panel.getByRole('button', { name: 'Cancelar' }).click();
  await expect(panel.getByRole('button', { name: 'Añadir acceso directo' })).toBeFocused();
  await panel.getByRole('button', { name: 'Añadir acceso directo' }).click();
  await panel.getByLabel('Nombre').fill('Evaluaciones');
  await panel.getByLabel('Enlace').fill('/evaluar');
  // The icon is picked among the catalogue's, each option drawn.
  await panel.getByRole('combobox', { name: 'Icono' }).fill('chart-pie');
  await page.getByRole('option', { name: 'chart-pie' }).click();
  await expect(panel.getByRole('combobox', { name: 'Icono' })).toHaveValue('chart-pie');
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(panel.getByRole('button', { name: /Evaluaciones/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: /Evaluaciones/ }).locator('svg')).toBeVisible();

  await panel.getByRole('button', { name: /Evaluaciones/ }).click();
  await panel.getByLabel('Nombre').fill('Mis evaluaciones');
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(panel.getByRole('button', { name: /Mis evaluaciones/ })).toBeFocused();

  await panel.getByRole('button', { name: /Mis evaluaciones/ }).click();
  await panel.getByRole('button', { name: 'Eliminar' }).click();
  await page
    .getByRole('dialog', { name: '¿Eliminar el acceso directo?' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(panel.getByRole('button', { name: /Mis evaluaciones/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Añadir acceso directo' })).toBeFocused();

  await panel.getByRole('button', { name: 'Terminar la edición' }).click();
  await panel.getByRole('button', { name: /Documentos/ }).click();
  await expect(page).toHaveURL(/\/apps\/file-manager$/);
});

test('team chat lists the conversations of the signed-in person', async ({ page, api, signIn }) => {
  const admin = await signIn(accounts.admin);
  // In this test's own server state, the staff user's person gets one conversation with 2 unread messages:
  // a chat with Lucía (a chat-list entry must point to a real chat its owner takes part in).
  const lucia = await okJson(
    await api.post('/api/auth/web/login', {
      data: { username: accounts.lucia.username, password: accounts.lucia.password },
    }),
    'login',
  );
  const chat = await api.post('/api/node/chats', {
    headers: bearer(admin.accessToken),
    data: { name: 'Consulta', isGroup: false, participants: [admin.user.personId, lucia.user.personId] },
  });
  expect(chat.ok()).toBe(true);
  const created = await api.post('/api/node/uchats', {
    headers: bearer(admin.accessToken),
    data: {
      ownerId: admin.user.personId,
      chatId: (await okJson(chat, 'createChat'))._id,
      username: 'lucia.martin',
      isGroup: false,
      unreadCount: 2,
    },
  });
  expect(created.ok()).toBe(true);
  await page.getByRole('button', { name: 'Chat del equipo' }).click();
  const drawer = page.getByRole('dialog', { name: 'Chat del equipo' });
  const list = drawer.getByRole('list', { name: 'Conversaciones' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('lucia.martin')).toBeVisible();
  await expect(list.getByLabel('2 mensajes sin leer')).toBeVisible();
  await snap(page, 'panel-team-chat');
});
