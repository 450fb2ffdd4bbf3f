// Accessible names for the controls Mantine draws without one or with an English one, in the interface
// language: the close button of every dialog, drawer and notification, the clear button of every select and
// the show-password toggle of every password field (a pressed toggle: its state is aria-pressed). One theme layer for the
// whole app, so no screen has to remember them (axe found dialogs, notifications and selects whose buttons had
// no name). Plain objects, not Modal.extend: those imports would bring the components' code into the first
// download. The date pickers' own names come with them (components/dates/localized-dates.tsx).
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
    return {
      components: {
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
