// Date arithmetic and Spanish display formats for seeds whose dates are relative to the seed's "now".
const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** Calendar-month arithmetic in UTC (the day is clamped by Date's own overflow rules). */
export function addMonths(date: Date, months: number): Date {
  const copy = new Date(date.getTime());
  copy.setUTCMonth(copy.getUTCMonth() + months);
  return copy;
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

const longDate = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: 'short', timeZone: 'UTC' });
const hourMinute = new Intl.DateTimeFormat('es-ES', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "14 de marzo de 2025": the human-readable (not ISO) dates the template shows as text. */
export const formatLongDate = (date: Date): string => longDate.format(date);

/** "03 mar": the template's `dd MMM` chart labels. */
export const formatDayMonth = (date: Date): string => dayMonth.format(date).replace('.', '');

/** "09:45": the template's `HH:mm` time labels. */
export const formatHourMinute = (date: Date): string => hourMinute.format(date);
