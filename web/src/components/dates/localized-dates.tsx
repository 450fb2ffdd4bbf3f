// Mantine dates in the interface language: wrap the screens that use date inputs (their styles load with
// them, not with the first page). The pickers also get names for the buttons Mantine draws without one (the
// months, years and decades before and after, clearing, confirming a date and time) and for their calendar's
// dialog, and readable weekend days and days of the months around: axe found all of these in open pickers. The
// level control (the month's name) keeps its text as its name.
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { type MantineThemeOverride, MantineThemeProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './localized-dates.module.css';

export function LocalizedDates({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  const theme = useMemo<MantineThemeOverride>(() => {
    const picker = {
      classNames: { day: classes.day },
      defaultProps: {
        ariaLabels: {
          previousMonth: t('controls.previousMonth'),
          nextMonth: t('controls.nextMonth'),
          previousYear: t('controls.previousYear'),
          nextYear: t('controls.nextYear'),
          previousDecade: t('controls.previousDecade'),
          nextDecade: t('controls.nextDecade'),
        },
        clearButtonProps: { 'aria-label': t('controls.clear') },
        // Mantine labels the calendar's dialog by an id nothing carries: a dialog without a name.
        popoverProps: { attributes: { dropdown: { 'aria-label': t('controls.calendar') } } },
      },
    };
    const confirm = { submitButtonProps: { 'aria-label': t('controls.confirmDate') } };
    // A day's picker writes it in Mantine's format, English's ("octubre 1, 2026" in Spanish) but for this one.
    const dayPicker = { ...picker, defaultProps: { ...picker.defaultProps, valueFormat: t('controls.pickedDate') } };
    return {
      components: {
        DateInput: dayPicker,
        DatePickerInput: dayPicker,
        DateTimePicker: { ...picker, defaultProps: { ...picker.defaultProps, ...confirm } },
      },
    };
  }, [t]);
  return (
    <MantineThemeProvider theme={theme}>
      <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>{children}</DatesProvider>
    </MantineThemeProvider>
  );
}
