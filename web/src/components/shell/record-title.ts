// The name of the record a screen shows (a product, a mail, a guide), for the browser tab's title and for the
// announcement of the screen: every product's page was titled "Productos", so a history or a list of tabs could
// not tell one record from another (WCAG 2.4.2), and a screen reader heard only "Productos". The screen gives its
// record's name, or says that it is still loading it (the announcement waits for it); the shell puts it first.
import { useEffect, useSyncExternalStore } from 'react';

export interface ShownRecord {
  /** The record's name, once the screen has it. */
  title?: string;
  /** The screen is still loading its record. */
  isPending: boolean;
}

let current: ShownRecord | undefined;
const listeners = new Set<() => void>();

function set(entry: ShownRecord | undefined): void {
  current = entry;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Gives the shell the name of the record this screen shows, for as long as it shows it; while `title` is undefined
 * the record is taken as loading, unless `isPending` says otherwise (it failed to load).
 */
export function useRecordTitle(title: string | undefined, isPending = title === undefined): void {
  useEffect(() => {
    const entry: ShownRecord = { ...(title ? { title } : {}), isPending };
    set(entry);
    return () => {
      if (current === entry) set(undefined);
    };
  }, [title, isPending]);
}

/** The record the current screen shows, if it shows one. */
export function useShownRecord(): ShownRecord | undefined {
  return useSyncExternalStore(subscribe, () => current);
}
