// What the shell needs from the API: the navigation menus and the signed-in user of the layout's session
// kind (filled by src/routes/use-shell-data.ts from the generated hooks).
import type { UserKind } from '@http-client';
import type { RetryableQuery } from '../load-failed/load-failed';
import type { NavigationItem } from '../navigation/navigation-item';

export type NavigationVariant = 'default' | 'compact' | 'futuristic' | 'horizontal';

export type ShellNavigation = Readonly<Record<NavigationVariant, readonly NavigationItem[]>>;

export interface ShellUser {
  kind: UserKind;
  id: string;
  username: string;
  email: string;
  /** Decides where MI ESPACIO and the profile entry lead. */
  personId: string | null;
  /** The person was fetched: only then the avatar and the presence status show. */
  hasPerson: boolean;
  /** Entries shaped module:role, used by the navigation's accept/reject conditions. */
  moduleroles: readonly string[];
  avatar?: string;
  /** Presence of a web user (online, away, busy, not-visible). */
  status?: string;
  /** The person's name, once fetched. */
  displayName?: string;
}

export interface ShellData {
  navigation: ShellNavigation;
  user: ShellUser | null;
  /** The menus' query, when it failed with no menu to show: the menu's place says so and offers a retry. */
  navigationFailure?: RetryableQuery;
}

export const emptyNavigation: ShellNavigation = { default: [], compact: [], futuristic: [], horizontal: [] };
