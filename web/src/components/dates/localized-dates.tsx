// Mantine dates in the interface language: wrap the screens that use date inputs (their styles load with
// them, not with the first page).
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
