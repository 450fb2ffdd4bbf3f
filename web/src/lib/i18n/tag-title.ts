// The template's seed names some tags in English (the contacts' and the tasks') and its API keeps those names: the
// app shows the seeded ones in the reader's language, from the feature's `tagTitles`, as it does the phone and e-mail
// labels. A tag someone named shows as it was typed.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function useTagTitle(namespace: 'contacts' | 'tasks'): (title: string) => string {
  const { t } = useTranslation(namespace);
  return useCallback((title: string) => t(`tagTitles.${title}`, { defaultValue: title }), [t]);
}
