// Dates and numbers of the back-office screens, in the interface language.
import { dateTimeFormat, numberFormat } from '../../../lib/intl/formatters';

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

export function formatMoney(amount: number, language: string): string {
  return numberFormat(language, { style: 'currency', currency: 'EUR' }).format(amount);
}
