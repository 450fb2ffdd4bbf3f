// Numbers, money, percentages and dates in the interface language (Intl), for charts, cards and tables.

import { formatMoney } from '../../lib/intl/currency';
import { formatDateLabel } from '../../lib/intl/date-labels';
import { dateTimeFormat, numberFormat } from '../../lib/intl/formatters';

export interface Formatters {
  number: (value: number) => string;
  compact: (value: number) => string;
  decimal: (value: number, digits?: number) => string;
  money: (value: number, currency?: string) => string;
  /** 45.7 → "45,7 %" (the value is already a percentage). */
  percent: (value: number) => string;
  date: (value: string | number | Date) => string;
  dateTime: (value: string | number | Date) => string;
  time: (value: string | number | Date) => string;
  month: (value: string | number | Date) => string;
  /** A chart label the API writes in Spanish ("Lun", "03 mar - 10 mar"), in the interface language. */
  dateLabel: (text: string) => string;
}

export function makeFormatters(locale: string): Formatters {
  const number = numberFormat(locale, { maximumFractionDigits: 0 });
  const compact = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const date = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const dateTime = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const month = dateTimeFormat(locale, { day: 'numeric', month: 'short' });
  return {
    number: (value) => number.format(value),
    compact: (value) => compact.format(value),
    decimal: (value, digits = 2) =>
      numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value),
    money: (value, currency = 'EUR') => formatMoney(locale, currency, value),
    percent: (value) => percent.format(value / 100),
    date: (value) => date.format(new Date(value)),
    dateTime: (value) => dateTime.format(new Date(value)),
    time: (value) => time.format(new Date(value)),
    month: (value) => month.format(new Date(value)),
    dateLabel: (text) => formatDateLabel(text, locale),
  };
}
