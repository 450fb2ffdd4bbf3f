// The formatters of the current interface language; they change when the language does.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Formatters, makeFormatters } from './formatters';

export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => makeFormatters(i18n.language), [i18n.language]);
}
