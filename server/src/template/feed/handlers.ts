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

export function feedHandlers<T extends FeedItem>(options: FeedOptions<T>): HandlerMap {
  const { prefix, bodyKey, items } = options;
  const sent = (body: unknown) => (body as Record<string, Partial<T>>)[bodyKey] as Partial<T>;
  const handlers: HandlerMap = {
    [`${prefix}List`]: ({ state }) => structuredClone(items(state)),
    [`${prefix}Create`]: (context) => {
      const input = sent(context.body);
      const item = {
        ...options.defaults(context, input),
        ...structuredClone(input),
        id: context.services.newUuid(),
      } as T;
      items(context.state).unshift(item);
      return structuredClone(item);
    },
    [`${prefix}Update`]: ({ state, body }) => mergeById(items(state), (body as { id: string }).id, sent(body)),
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
