import { describe, expect, it } from 'vitest';
import { seedContacts } from '../contacts/seed.ts';
import { seedUser } from '../user/seed.ts';
import { seedChat } from './seed.ts';

const context = { seed: 11, now: new Date('2026-03-01T10:00:00Z') };
const { chats } = seedChat(context);
const contactIds = new Set(seedContacts(context).contacts.map((contact) => contact.id));
const userId = seedUser(context).id;

describe('seedChat', () => {
  it('has 15 chats over distinct contacts of the contacts app', () => {
    expect(chats).toHaveLength(15);
    expect(new Set(chats.map((chat) => chat.contactId)).size).toBe(15);
    for (const chat of chats) {
      expect(contactIds.has(chat.contactId)).toBe(true);
      expect(chat.contact.id).toBe(chat.contactId);
      expect(chat.lastMessageAt).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
  });

  it('mutes 2 chats and leaves unreadCount out of 1', () => {
    expect(chats.filter((chat) => chat.muted)).toHaveLength(2);
    expect(chats.filter((chat) => chat.unreadCount === undefined)).toHaveLength(1);
  });

  it('replays the 25-message template conversation, 13 of them mine, in time order', () => {
    for (const chat of chats) {
      expect(chat.messages).toHaveLength(25);
      expect(chat.messages.filter((message) => message.isMine)).toHaveLength(13);
      for (const message of chat.messages) {
        expect(message.chatId).toBe(chat.id);
        expect(message.contactId).toBe(message.isMine ? userId : chat.contactId);
      }
      const times = chat.messages.map((message) => message.createdAt);
      expect(times).toEqual([...times].sort());
    }
    expect(chats[0]?.messages.map((message) => message.value)).toEqual(
      chats[1]?.messages.map((message) => message.value),
    );
  });
});
