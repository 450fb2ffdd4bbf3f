// Chat app against the live server (each test on its own copy of the seed): a sent message shows at once
// and is stored; a refused one gives the text back; the shell's quick-chat panel uses the same chats.

import type { Schema } from '../../server/src/contract/operation-types.ts';
import { accounts, expect, test } from './fixtures.ts';
import { refuseRequests } from './refusals.ts';

type Chat = Schema<'ChatChat'>;

test.beforeEach(async ({ signIn }) => {
  await signIn(accounts.admin);
});

test('sends a message that shows at once and marks the chat read', async ({ page, api }) => {
  const chats: Chat[] = await (await api.get('/api/apps/chat/chats')).json();
  const chat = chats.find((candidate) => (candidate.unreadCount ?? 0) > 0 && !candidate.muted);
  if (!chat) throw new Error('the seed has an unread chat that is not muted');
  await page.goto('/apps/chat');
  await page
    .getByRole('list', { name: 'Conversaciones' })
    .getByRole('link', { name: new RegExp(chat.contact.name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/apps/chat/${chat.id}$`));
  // The contact's status is the template's default, which the screen says in Spanish.
  expect(chat.contact.about).toBe("Hi there! I'm using FuseChat.");
  await expect(page.getByRole('main').getByText('¡Hola! Estoy usando el chat.', { exact: true })).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Mensaje' });
  await box.fill('¿Revisamos el pliego mañana a las 10:00?');
  await box.press('Enter');
  const messages = page.getByRole('list', { name: `Mensajes con ${chat.contact.name}` });
  await expect(messages.getByRole('listitem').last()).toContainText('¿Revisamos el pliego mañana a las 10:00?');
  await expect(box).toHaveValue('');
  // Sent with the button, the next message too: the button, with nothing left to send, keeps the focus.
  await box.fill('Perfecto, hasta mañana.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(messages.getByRole('listitem').last()).toContainText('Perfecto, hasta mañana.');
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeFocused();
  // The contact's details, opened from the conversation's menu and closed, give the focus back to that menu's button.
  await page.getByRole('button', { name: 'Opciones de la conversación' }).click();
  await page.getByRole('menuitem', { name: 'Información del contacto' }).click();
  await expect(page.getByRole('dialog', { name: 'Información del contacto' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Opciones de la conversación' })).toBeFocused();

  await expect
    .poll(async () => {
      const stored: Chat = await (await api.get(`/api/apps/chat/chat?id=${chat.id}`)).json();
      return { last: stored.messages.at(-1), unread: stored.unreadCount ?? 0 };
    })
    .toEqual({
      last: expect.objectContaining({ value: 'Perfecto, hasta mañana.', isMine: true }),
      unread: 0,
    });
});

test('a refused message disappears and its text goes back into the box', async ({ page, api }) => {
  const chats: Chat[] = await (await api.get('/api/apps/chat/chats')).json();
  const chat = chats[0];
  if (!chat) throw new Error('the seed has chats');
  // Only sending is refused (a PATCH that carries messages), as the server refuses an invalid body.
  await refuseRequests(page, '**/api/apps/chat/chat', {
    picks: (request) => request.method() === 'PATCH' && request.postDataJSON()?.chat?.messages !== undefined,
  });
  await page.goto(`/apps/chat/${chat.id}`);
  const box = page.getByRole('textbox', { name: 'Mensaje' });
  await box.fill('Texto que no debe perderse');
  await page.getByRole('button', { name: 'Enviar' }).click();

  await expect(page.getByText('No se pudo actualizar la conversación')).toBeVisible();
  await expect(box).toHaveValue('Texto que no debe perderse');
  const messages = page.getByRole('list', { name: `Mensajes con ${chat.contact.name}` });
  await expect(messages.getByText('Texto que no debe perderse')).toHaveCount(0);
  const stored: Chat = await (await api.get(`/api/apps/chat/chat?id=${chat.id}`)).json();
  expect(stored.messages).toHaveLength(chat.messages.length);
});

test('the quick-chat panel shows the same chats and sends through the same hooks', async ({ page, api }) => {
  const chats: Chat[] = await (await api.get('/api/apps/chat/chats')).json();
  const chat = chats[1];
  if (!chat) throw new Error('the seed has chats');
  await page.goto('/welcome/home');
  await page.getByRole('button', { name: 'Chat del equipo' }).click();
  const panel = page.getByRole('dialog', { name: 'Chat del equipo' });
  await expect(panel.getByRole('list', { name: 'Chats' }).getByRole('listitem')).toHaveCount(chats.length);
  await panel.getByRole('button', { name: new RegExp(chat.contact.name) }).click();
  const box = panel.getByRole('textbox', { name: 'Mensaje' });
  await box.fill('Enviado desde el panel');
  await box.press('Enter');
  // In the conversation, not only in the box.
  await expect(box).toHaveValue('');
  const messages = panel.getByRole('list', { name: `Mensajes con ${chat.contact.name}` });
  await expect(messages.getByText('Enviado desde el panel')).toBeVisible();

  await expect
    .poll(
      async () => ((await (await api.get(`/api/apps/chat/chat?id=${chat.id}`)).json()) as Chat).messages.at(-1)?.value,
    )
    .toBe('Enviado desde el panel');
});

// The list is about 200 px wide beside the conversation: one line cut a name to "Maricarmen Gámez Fo…".
test("the list shows each contact's whole name", async ({ page, api }) => {
  const chats: Chat[] = await (await api.get('/api/apps/chat/chats')).json();
  await page.goto('/apps/chat');
  const list = page.getByRole('list', { name: 'Conversaciones' });
  await expect(list.getByRole('link')).toHaveCount(chats.length);
  const cut = await list.getByRole('link').evaluateAll((links) =>
    links
      .map((link) => link.querySelector('p'))
      .filter(
        (name) =>
          name !== null && (name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1),
      )
      .map((name) => name?.textContent),
  );
  expect(chats.some((chat) => chat.contact.name.length >= 24)).toBe(true);
  expect(cut).toEqual([]);
});
