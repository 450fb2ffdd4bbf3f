// Template chat app (`api/apps/chat/*`): chats over the contacts app's contacts, and the user's profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectContract } from '../helpers/contract.ts';

type Chat = Schema<'ChatChat'>;

/** Seed 001, business constants: the default chat status text. */
const DEFAULT_STATUS = "Hi there! I'm using FuseChat.";

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

const chats = async () => (await api.get('/api/apps/chat/chats')).body as Chat[];

describe('GET /api/apps/chat/chats', () => {
  it('answers 15 chats, each with its full contact and 25 messages', async () => {
    const response = await api.get('/api/apps/chat/chats');
    expectContract(response, 'chatListChats');
    const list = response.body as Chat[];
    expect(list).toHaveLength(15);
    for (const chat of list) {
      expect(chat.contact.id).toBe(chat.contactId);
      expect(chat.contact).toHaveProperty('details');
      expect(chat.messages).toHaveLength(25);
      expect(chat.messages.every((message) => message.chatId === chat.id)).toBe(true);
    }
    expect(list.filter((chat) => chat.muted)).toHaveLength(2);
    expect(list.filter((chat) => chat.unreadCount === undefined)).toHaveLength(1);
    // The template's default status text, kept verbatim (the web app says it in the reader's language).
    expect(list.map((chat) => chat.contact.about)).toEqual(list.map(() => DEFAULT_STATUS));
  });

  it("shows a contact's edits made in the contacts app", async () => {
    const [chat] = await chats();
    await api.patch('/api/apps/contacts/contact').send({ id: chat?.contactId, contact: { name: 'Renombrada Prueba' } });
    const after = (await chats()).find((candidate) => candidate.id === chat?.id);
    expect(after?.contact.name).toBe('Renombrada Prueba');
  });
});

describe('GET and PATCH /api/apps/chat/chat', () => {
  it('answers one chat, or 200 null for an unknown id', async () => {
    const [first] = await chats();
    const response = await api.get(`/api/apps/chat/chat?id=${first?.id}`);
    expectContract(response, 'chatGetChat');
    expect(response.body).toEqual(first);
    const unknown = await api.get('/api/apps/chat/chat?id=unknown');
    expectContract(unknown, 'chatGetChat');
    expect(unknown.text).toBe('null');
  });

  it('merges a change, including the whole chat the front end sends back', async () => {
    const [first] = await chats();
    const muted = await api.patch('/api/apps/chat/chat').send({ id: first?.id, chat: { muted: !first?.muted } });
    expectContract(muted, 'chatUpdateChat');
    expect(muted.body.muted).toBe(!first?.muted);
    const whole = await api
      .patch('/api/apps/chat/chat')
      .send({ id: first?.id, chat: { ...muted.body, unreadCount: 0 } });
    expectContract(whole, 'chatUpdateChat');
    expect(whole.body).toEqual({ ...muted.body, unreadCount: 0 });
    expect((await api.get(`/api/apps/chat/chat?id=${first?.id}`)).body.unreadCount).toBe(0);
    const unknown = await api.patch('/api/apps/chat/chat').send({ id: 'unknown', chat: { muted: true } });
    expect(unknown.text).toBe('null');
  });
});

describe('GET /api/apps/chat/contacts and contact', () => {
  it('lists every contact sorted by name, without details and attachments', async () => {
    const response = await api.get('/api/apps/chat/contacts');
    const contacts = contractBody(response, 'chatListContacts');
    expect(contacts).toHaveLength(((await api.get('/api/apps/contacts/all')).body as unknown[]).length);
    const names = contacts.map((contact) => contact.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const contact of contacts) {
      expect(contact).not.toHaveProperty('details');
      expect(contact).not.toHaveProperty('attachments');
    }
  });

  it('answers one full contact, or 200 null', async () => {
    const [chat] = await chats();
    const response = await api.get(`/api/apps/chat/contact?id=${chat?.contactId}`);
    expectContract(response, 'chatGetContact');
    expect(response.body).toMatchObject({
      id: chat?.contactId,
      details: expect.any(Object),
      attachments: expect.any(Object),
    });
    expect((await api.get('/api/apps/chat/contact?id=unknown')).text).toBe('null');
  });
});

describe('GET /api/apps/chat/profile', () => {
  it("is the current user with a status text, under the user's id", async () => {
    const response = await api.get('/api/apps/chat/profile');
    expectContract(response, 'chatGetProfile');
    const user = contractBody(await api.get('/api/common/user'), 'userGet');
    expect(response.body).toMatchObject({ id: user.id, name: user.name, email: user.email, about: DEFAULT_STATUS });
    const [chat] = await chats();
    const mine = chat?.messages.filter((message) => message.isMine) as unknown as { contactId: string }[];
    expect(mine).toHaveLength(13);
    expect(mine.every((message) => message.contactId === user.id)).toBe(true);
  });
});
