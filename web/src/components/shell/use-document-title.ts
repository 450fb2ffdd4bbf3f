// Keeps the browser tab's title in step with the screen and the interface language (see document-title.ts), and
// gives the screen's own title (the application's name when it has none) to what announces it.
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigationItem } from '../navigation/navigation-item';
import { composeTitle, menuTitleFor } from './document-title';

export function useDocumentTitle(navigation: readonly NavigationItem[]): string {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const titleKey = useRouterState({
    select: (state) => state.matches.findLast((match) => match.staticData.title !== undefined)?.staticData.title,
  });
  const isNotFound = useRouterState({ select: (state) => state.matches.some((match) => match.status === 'notFound') });
  const pageTitle = isNotFound
    ? t('titles.notFound')
    : titleKey !== undefined
      ? t(`titles.${titleKey}`)
      : menuTitleFor(pathname, navigation);
  const appName = t('appShortName');
  const title = composeTitle(pageTitle, appName);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return pageTitle || appName;
}
