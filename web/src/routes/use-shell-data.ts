// What the shell shows around every screen: the navigation menus of the API in the interface language (only
// for layouts that show them) and the signed-in user of the layout's session kind.
import { getNavigationGetQueryOptions } from '@api/endpoints/navigation/navigation';
import type { UserKind } from '@http-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutDefinitions } from '../components/shell/layout-definitions';
import { emptyNavigation, type ShellData, type ShellUser } from '../components/shell/shell-data';
import { useSessionPerson, useSessionUser } from '../lib/auth/use-session-user';
import { defaultLanguage, isLanguage } from '../lib/i18n/languages';
import type { LayoutName } from '../lib/layout-name';
import { toShellUser } from './to-shell-user';

export function useShellUser(kind: UserKind): ShellUser | null {
  const user = useSessionUser(kind);
  const person = useSessionPerson(user);
  return useMemo(() => (user ? toShellUser(user, person) : null), [user, person]);
}

export function useShellData(layout: LayoutName): ShellData {
  const definition = layoutDefinitions[layout];
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
  const showsMenu = definition.placement === 'vertical' || definition.placement === 'horizontal';
  const navigationQuery = useQuery({
    ...getNavigationGetQueryOptions({ lang }),
    enabled: showsMenu,
    // Keep the menu of the previous language on screen while the new one loads.
    placeholderData: keepPreviousData,
  });
  const { data: navigation, isError, isFetching, refetch } = navigationQuery;
  const user = useShellUser(definition.session);
  const navigationFailure = useMemo(
    () => (isError && !navigation ? { refetch, isFetching } : undefined),
    [isError, navigation, refetch, isFetching],
  );
  // The menu is filtered by the user's moduleroles in the shell, so it follows them as soon as they arrive.
  return useMemo(
    () => ({ navigation: navigation ?? emptyNavigation, user, navigationFailure }),
    [navigation, user, navigationFailure],
  );
}
