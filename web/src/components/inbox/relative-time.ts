// "hace 5 minutos" / "5 minutes ago" for the panels' timestamps, in the interface language.
import { relativeTimeFormat } from '../../lib/intl/formatters';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

export function relativeTime(iso: string, nowMs: number, language: string): string {
  const seconds = (Date.parse(iso) - nowMs) / 1000;
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}
