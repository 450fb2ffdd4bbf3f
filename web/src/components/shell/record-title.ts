// The name of the record a screen shows (a product, a mail, a guide), for the browser tab's title and for the
// announcement of the screen: every product's page was titled "Productos", so a history or a list of tabs could
// not tell one record from another (WCAG 2.4.2), and a screen reader heard only "Productos". The screen gives its
// record's name, or says that it is still loading it (the announcement waits for it); the shell puts it first.
// Screens nest (a mail open in a folder): each gives its own, and the deepest route's comes first.
import { useMatch } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';

export interface ShownRecord {
  /** The records' names the screen has, the deepest route's first. */
  titles: string[];
  /** A screen is still loading its record. */
  isPending: boolean;
}

interface Entry {
  /** The index of the route match that gives it: a nested route's is higher. */
  depth: number;
  title: string | undefined;
  isPending: boolean;
}

const entries = new Set<Entry>();
let shown: ShownRecord | undefined;
const listeners = new Set<() => void>();

function publish(): void {
  const deepestFirst = [...entries].sort((one, other) => other.depth - one.depth);
  shown =
    deepestFirst.length === 0
      ? undefined
      : {
          titles: deepestFirst.flatMap((entry) => (entry.title ? [entry.title] : [])),
          isPending: deepestFirst.some((entry) => entry.isPending),
        };
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
  const depth = useMatch({ strict: false, select: (match) => match.index });
  useEffect(() => {
    const entry: Entry = { depth, title: title || undefined, isPending };
    entries.add(entry);
    publish();
    return () => {
      entries.delete(entry);
      publish();
    };
  }, [depth, title, isPending]);
}

/** The records the current screen shows, if it shows any. */
export function useShownRecord(): ShownRecord | undefined {
  return useSyncExternalStore(subscribe, () => shown);
}
