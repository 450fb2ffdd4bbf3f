// What following a shortcut does. `link` is a route (with useRouter), an external address, or one of the
// template's service actions: `changescheme` switches light/dark, `upload` opens the file import screen.
import type { ShortcutsShortcut } from '@api/model';

export type ShortcutAction =
  | { kind: 'route'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'toggleScheme' };

export const uploadPath = '/archiveimport';

export function shortcutAction(shortcut: Pick<ShortcutsShortcut, 'link' | 'useRouter'>): ShortcutAction {
  const link = shortcut.link.trim();
  if (link === 'changescheme') return { kind: 'toggleScheme' };
  if (link === 'upload') return { kind: 'route', href: uploadPath };
  if (shortcut.useRouter || link.startsWith('/'))
    return { kind: 'route', href: link.startsWith('/') ? link : `/${link}` };
  return { kind: 'external', href: link };
}
