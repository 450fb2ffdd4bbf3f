import type { ChatChat } from '@api/model';
import { describe, expect, it } from 'vitest';
import { chatDay, withMessage } from './use-chats';

const chat = { id: 'chat-1', contactId: 'contact-1', messages: [] } as unknown as ChatChat;

describe('withMessage', () => {
  it('appends the user own message and updates the last-message fields', () => {
    const now = new Date(2026, 10, 23, 9, 30);
    const { data } = withMessage(chat, 'me', 'Hola', now);
    expect(data.id).toBe('chat-1');
    expect(data.chat.messages).toEqual([
      expect.objectContaining({ chatId: 'chat-1', contactId: 'me', isMine: true, value: 'Hola' }),
    ]);
    expect(data.chat).toMatchObject({ lastMessage: 'Hola', lastMessageAt: '23/11/2026' });
  });
});

describe('chatDay', () => {
  it('pads day and month', () => {
    expect(chatDay(new Date(2026, 0, 5))).toBe('05/01/2026');
  });
});
