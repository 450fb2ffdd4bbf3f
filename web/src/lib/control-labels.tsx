// Accessible names for the controls Mantine draws without one or with an English one, in the interface
// language: the close button of every dialog, drawer and notification, the clear button of every select, the
// show-password toggle of every password field (a pressed toggle: its state is aria-pressed), and the arrows
// and pages of every pager. One theme layer for the whole app, so no screen has to remember them (axe found
// dialogs, notifications and selects whose buttons had no name). Plain objects, not Modal.extend: those
// imports would bring the components' code into the first download. The date pickers' own names come with
// them (components/dates/localized-dates.tsx).
import { type MantineThemeOverride, MantineThemeProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function ControlLabels({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const theme = useMemo<MantineThemeOverride>(() => {
    const close = { defaultProps: { closeButtonProps: { 'aria-label': t('controls.close') } } };
    const clear = { defaultProps: { clearButtonProps: { 'aria-label': t('controls.clear') } } };
    const showPassword = {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('controls.showPassword') } },
    };
    const pageArrows = {
      first: t('controls.firstPage'),
      previous: t('controls.previousPage'),
      next: t('controls.nextPage'),
      last: t('controls.lastPage'),
    };
    const pager = {
      defaultProps: {
        getControlProps: (control: keyof typeof pageArrows) => ({ 'aria-label': pageArrows[control] }),
        getItemProps: (page: number) => ({ 'aria-label': t('controls.page', { page }) }),
      },
    };
    return {
      components: {
        Pagination: pager,
        PasswordInput: showPassword,
        Modal: close,
        Drawer: close,
        Notification: close,
        Select: clear,
        MultiSelect: clear,
        TagsInput: clear,
      },
    };
  }, [t]);
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
