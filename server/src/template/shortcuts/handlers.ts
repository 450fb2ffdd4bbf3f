// `api/common/shortcuts`: the top-bar shortcuts panel (no read flags, no mark-all).
import { feedHandlers } from '../feed/handlers.ts';
import type { ShortcutsShortcut } from './seed.ts';

export const shortcutsHandlers = feedHandlers<ShortcutsShortcut>({
  prefix: 'shortcuts',
  bodyKey: 'shortcut',
  what: 'Shortcut',
  items: (state) => state.template.shortcuts,
  // In-app paths go through the router; anything else (a URL, a service action) does not.
  defaults: (_context, input) => ({ useRouter: input.link?.startsWith('/') ?? false }),
  readFlags: false,
});
