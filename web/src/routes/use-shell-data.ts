// SEAM for the lead: what the shell shows around every screen. Replace the body with the generated hooks
// (navigation menus; signed-in web user with personId and moduleroles) and keep the ShellData shape.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShellData } from '../components/shell/shell-data';
import { placeholderNavigation } from './placeholder-navigation';

export function useShellData(): ShellData {
  const { t } = useTranslation('nav');
  return useMemo(() => {
    const items = placeholderNavigation(t);
    return { navigation: { default: items, compact: items, futuristic: items, horizontal: items }, user: null };
  }, [t]);
}
