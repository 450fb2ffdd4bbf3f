// What the messages and notifications panels have in common, and the counts they show.
export interface InboxEntry {
  id: string;
  title?: string;
  description: string;
  time: string;
  read: boolean;
  image?: string;
  icon?: string;
  link?: string;
  useRouter?: boolean;
}

export function unreadCount(entries: readonly InboxEntry[]): number {
  return entries.filter((entry) => !entry.read).length;
}

/** Newest first, as the template's panels show them. */
export function newestFirst<T extends InboxEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}
