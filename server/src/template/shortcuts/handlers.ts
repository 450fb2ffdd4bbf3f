// `api/common/shortcuts`: the top-bar shortcuts panel (no read flags, no mark-all).
import type { OperationContext } from '../../contract/handler.ts';
import { typedHandlers } from '../contract-types.ts';
import { prepend } from '../feed/items.ts';
import { findById, mergeById, removeById } from '../records/list.ts';
import type { ShortcutsShortcut } from './seed.ts';

const shortcutsOf = (ctx: Pick<OperationContext, 'state'>): ShortcutsShortcut[] => ctx.state.template.shortcuts;

/** The fields with the description only when one was sent (null and absent both leave it out). */
const withoutNull = <Fields extends object>(fields: Fields, description: string | null | undefined) =>
  description === null || description === undefined ? fields : { ...fields, description };

export const shortcutsHandlers = typedHandlers({
  shortcutsList: (ctx) => structuredClone(shortcutsOf(ctx)),

  /** The template's form sends `id: null` (the server assigns one) and an empty description as null (none). */
  shortcutsCreate: (ctx) => {
    const { description, ...fields } = structuredClone(ctx.body.shortcut);
    return prepend(shortcutsOf(ctx), {
      // In-app paths go through the router; anything else (a URL, a service action) does not.
      useRouter: fields.link.startsWith('/'),
      ...withoutNull(fields, description),
      id: ctx.services.newUuid(),
    });
  },

  /** Shallow merge; a description sent as null is cleared (the stored shortcut loses it), not stored as null. */
  shortcutsUpdate: (ctx) => {
    const { description, ...changes } = ctx.body.shortcut;
    const shortcuts = shortcutsOf(ctx);
    const merged = mergeById(shortcuts, ctx.body.id, withoutNull(changes, description));
    if (merged === null || description !== null) return merged;
    for (const shortcut of [merged, findById(shortcuts, merged.id)]) {
      if (shortcut !== undefined) Reflect.deleteProperty(shortcut, 'description');
    }
    return merged;
  },

  shortcutsDelete: (ctx) => removeById(shortcutsOf(ctx), ctx.query.id, 'Shortcut'),
});
