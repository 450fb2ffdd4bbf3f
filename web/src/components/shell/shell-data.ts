// What the shell needs from the API, as a seam: the lead fills it from the generated hooks
// (navigation menus, signed-in web user) in src/app/use-shell-data-source.ts.
import type { NavigationItem } from '../navigation/navigation-item';

export type NavigationVariant = 'default' | 'compact' | 'futuristic' | 'horizontal';

export type ShellNavigation = Readonly<Record<NavigationVariant, readonly NavigationItem[]>>;

export interface ShellUser {
  id: string;
  email: string;
  /** Set once the person of the web user is known; decides where MI ESPACIO leads. */
  personId: string | null;
  /** Entries shaped module:role, used by the navigation's accept/reject conditions. */
  moduleroles: readonly string[];
  avatar?: string;
}

export interface ShellData {
  navigation: ShellNavigation;
  user: ShellUser | null;
}
