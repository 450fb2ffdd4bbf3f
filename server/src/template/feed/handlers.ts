// The shared behaviour of the top-bar panels (messages, notifications, shortcuts): list in stored
// order, create at the front, shallow-merge PATCH, DELETE answering the removed item.
import type { HandlerMap, OperationContext } from '../../contract/handler.ts';
import type { MockState } from '../../store/state.ts';
import { findById, mergeById, removeById } from '../records/list.ts';

export interface FeedItem {
  id: string;
  read?: boolean;
  seen?: boolean;
}

export interface FeedOptions<T extends FeedItem> {
  /** operationId prefix, e.g. `messages` gives `messagesList`, `messagesCreate`, ... */
  prefix: string;
  /** Name of the item in request bodies: `{message}`, `{id, message}`. */
  bodyKey: string;
  /** Noun for 404 messages. */
  what: string;
  items(state: MockState): T[];
  /** Values a created item gets when the request leaves them out. */
  defaults(context: OperationContext, input: Partial<T>): Partial<T>;
  /** Messages and notifications have read flags; shortcuts do not. */
  readFlags: boolean;
}

/** A copy without the keys sent as null: the template's forms send every control, empty ones as null. */
const withoutNulls = <T extends object>(input: T): Partial<T> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) as Partial<T>;

export function feedHandlers<T extends FeedItem>(options: FeedOptions<T>): HandlerMap {
  const { prefix, bodyKey, items } = options;
  const sent = (body: unknown) => (body as Record<string, Partial<T>>)[bodyKey] as Partial<T>;
  const handlers: HandlerMap = {
    [`${prefix}List`]: ({ state }) => structuredClone(items(state)),
    [`${prefix}Create`]: (context) => {
      const input = withoutNulls(sent(context.body));
      const item = {
        ...options.defaults(context, input),
        ...structuredClone(input),
        id: context.services.newUuid(),
      } as T;
      items(context.state).unshift(item);
      return structuredClone(item);
    },
    // A field sent as null is cleared (the stored item loses it), not stored as null.
    [`${prefix}Update`]: ({ state, body }) => {
      const changes = sent(body);
      const list = items(state);
      const merged = mergeById<T>(list, (body as { id: string }).id, withoutNulls(changes));
      if (merged === null) return null;
      const stored = findById(list, merged.id);
      for (const [key, value] of Object.entries(changes)) {
        if (value !== null) continue;
        Reflect.deleteProperty(merged, key);
        if (stored !== undefined) Reflect.deleteProperty(stored, key);
      }
      return merged;
    },
    [`${prefix}Delete`]: ({ state, query }) => removeById(items(state), String(query.id), options.what),
  };
  if (!options.readFlags) return handlers;
  handlers[`${prefix}MarkAllAsRead`] = ({ state }) => {
    for (const item of items(state)) Object.assign(item, { read: true, seen: true });
    return true;
  };
  handlers[`${prefix}ToggleReadStatus`] = ({ state, body }) => {
    const { id, read } = sent(body);
    const stored = findById(items(state), String(id));
    if (stored === undefined) return null;
    stored.read = read;
    return structuredClone(stored);
  };
  return handlers;
}
