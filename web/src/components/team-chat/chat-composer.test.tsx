import { getChatGetProfileQueryKey, getChatListChatsQueryKey } from '@api/endpoints/chat/chat';
import type { ChatChat } from '@api/model';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { renderWithRouter } from '../../test-utils/render';
import { ChatComposer } from './chat-composer';

const chat = {
  id: 'chat-1',
  contactId: 'contact-1',
  muted: false,
  lastMessage: '',
  lastMessageAt: '01/01/2026',
  contact: { id: 'contact-1', name: 'Ana' },
  messages: [],
} as unknown as ChatChat;

// Mantine's autosizing textarea listens for web fonts, which happy-dom does not implement.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});

function setUp(status: number, profileHeld: Promise<void> = Promise.resolve()) {
  const client = new QueryClient();
  client.setQueryData(getChatListChatsQueryKey(), [chat]);
  stubApi({
    'GET /api/apps/chat/profile': async () => {
      await profileHeld;
      return { body: { id: 'me', name: 'Yo', email: 'yo@example.com', avatar: null, about: '' } };
    },
    'PATCH /api/apps/chat/chat': () =>
      status === 200 ? { body: chat } : { status, body: { statusCode: status, message: 'refused' } },
    'GET /api/apps/chat/chats': () => ({ body: [chat] }),
  });
  renderWithRouter(<ChatComposer chat={chat} />, '/', client);
  return client;
}

async function type(text: string) {
  const box = await screen.findByRole('textbox', { name: 'Mensaje' });
  fireEvent.change(box, { target: { value: text } });
  return box;
}

describe('ChatComposer', () => {
  it('sends on Enter: the message is in the cache at once and the box is emptied', async () => {
    const client = setUp(200);
    await screen.findByRole('textbox', { name: 'Mensaje' });
    await waitFor(() => expect(client.getQueryData(getChatGetProfileQueryKey())).toBeDefined());
    const box = await type('Hola');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(client.getQueryData<ChatChat[]>(getChatListChatsQueryKey())?.[0]?.messages.at(-1)?.value).toBe('Hola'),
    );
    expect(box).toHaveValue('');
  });

  it('a message sent before the profile has arrived waits for it and is sent', async () => {
    let release = () => {};
    const client = setUp(
      200,
      new Promise((resolve) => {
        release = resolve;
      }),
    );
    const box = await type('Sin esperar');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(client.getQueryData(getChatGetProfileQueryKey())).toBeUndefined();
    expect(box).toHaveValue('');
    release();
    await waitFor(() =>
      expect(client.getQueryData<ChatChat[]>(getChatListChatsQueryKey())?.[0]?.messages.at(-1)?.value).toBe(
        'Sin esperar',
      ),
    );
  });

  it('gives the text back when the server refuses the message', async () => {
    const client = setUp(400);
    await waitFor(() => expect(client.getQueryData(getChatGetProfileQueryKey())).toBeDefined());
    const box = await type('No me pierdas');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(box).toHaveValue('No me pierdas'));
    expect(await screen.findByText('No se pudo actualizar la conversación')).toBeInTheDocument();
  });
});
