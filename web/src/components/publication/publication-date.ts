// The date text of a publication ("16 de noviembre de 2026"), in the interface language.
import { dateTimeFormat } from '../../lib/intl/formatters';

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
