// Keeps the browser tab's title in step with the screen, the record it shows and the interface language (see
// document-title.ts), and gives the screen's own title (the application's name when it has none) to what
// announces it.
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigationItem } from '../navigation/navigation-item';
import { composeTitle, menuTitleFor, spokenTitle } from './document-title';
import { useShownRecord } from './record-title';

/** The screen's title as it is announced, and whether the screen is still loading the record it is titled by. */
export function useDocumentTitle(navigation: readonly NavigationItem[]): { spoken: string; isRecordPending: boolean } {
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
  const shownRecord = useShownRecord();
  const recordTitles = shownRecord?.titles;
  const appName = t('appShortName');
  const title = composeTitle(pageTitle, appName, recordTitles);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return { spoken: spokenTitle(pageTitle, recordTitles) ?? appName, isRecordPending: shownRecord?.isPending ?? false };
}
