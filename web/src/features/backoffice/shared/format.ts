// Dates and numbers of the back-office screens, in the interface language.
import { formatMoney as formatMoneyIn } from '../../../lib/intl/currency';
import { dateTimeFormat } from '../../../lib/intl/formatters';

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** Euros, as lib/intl/currency writes any money. */
export function formatMoney(amount: number, language: string): string {
  return formatMoneyIn(language, 'EUR', amount);
}
