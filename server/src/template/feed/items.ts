// The shared behaviour of the top-bar panels (messages, notifications, shortcuts) over their stored lists:
// new items go to the front, read flags are set in place. Each panel's handlers call these with its own
// contract types; shallow merge and removal are the records helpers.
import { findById } from '../records/list.ts';

interface ReadFlags {
  id: string;
  read: boolean;
  seen?: boolean;
}

/** Stores the new item at the front (the panels show the newest first); answers a copy. */
export function prepend<T>(items: T[], item: T): T {
  items.unshift(item);
  return structuredClone(item);
}

/** Mark-all-as-read sets `seen` too, as the template does. */
export function markAllRead(items: ReadFlags[]): true {
  for (const item of items) Object.assign(item, { read: true, seen: true });
  return true;
}

/** Sets one item's read flag; an unknown id answers null, as the template does. */
export function setRead<T extends ReadFlags>(items: T[], id: string, read: boolean): T | null {
  const stored = findById(items, id);
  if (stored === undefined) return null;
  stored.read = read;
  return structuredClone(stored);
}
