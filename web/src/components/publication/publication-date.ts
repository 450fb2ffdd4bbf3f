// The date text of a publication ("16 de noviembre de 2026"), in the interface language.
import { dateTimeFormat, numberFormat } from '../../lib/intl/formatters';

const publicationDateOptions: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

export function formatPublicationDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, publicationDateOptions).format(date);
}

/**
 * Builds the publication dates' formatter ahead of the cards (training space, staff home): a page's first date
 * formatter also loads the engine's calendar data for the locale, a long task on a phone. Called while the first
 * screen's code and data download (main.tsx), it takes idle time instead of render time.
 */
export function preparePublicationDates(language: string): void {
  dateTimeFormat(language, publicationDateOptions);
}

/** File sizes as people read them: "2,5 MB", "980 kB". */
export function formatFileSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return numberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
