import { describe, expect, it } from 'vitest';
import { type InboxEntry, newestFirst, unreadCount } from './inbox-entry';

const entry = (id: string, time: string, read: boolean): InboxEntry => ({ id, description: id, time, read });

describe('inbox entries', () => {
  const entries = [
    entry('old', '2026-11-20T10:00:00Z', false),
    entry('new', '2026-11-22T10:00:00Z', true),
    entry('mid', '2026-11-21T10:00:00Z', false),
  ];

  it('counts the unread entries for the badge', () => {
    expect(unreadCount(entries)).toBe(2);
    expect(unreadCount([])).toBe(0);
  });

  it('lists the newest first without changing the input', () => {
    expect(newestFirst(entries).map((item) => item.id)).toEqual(['new', 'mid', 'old']);
    expect(entries[0]?.id).toBe('old');
  });
});
