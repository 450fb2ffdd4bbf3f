// Mail dates in the list: the time for today's mails, the day otherwise, in the interface language.
import { dateTimeFormat } from '../../lib/intl/formatters';

export function listDate(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const isToday = date.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = isToday
    ? { hour: '2-digit', minute: '2-digit' }
    : { day: 'numeric', month: 'short', ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }) };
  return dateTimeFormat(language, options).format(date);
}

export function fullDate(iso: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}
