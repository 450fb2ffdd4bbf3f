// The short date labels of the template dashboards' charts, which the API writes in Spanish ("Lun", "03 mar",
// "03 mar - 10 mar"), written again in the interface language ("Mon", "Mar 03"). Day and month names come from
// Intl, as the server's own labels do.
import { dateTimeFormat } from './formatters';

const stripped = (name: string) => name.toLowerCase().replace(/\.$/, '');

let weekdays: Map<string, number> | undefined;
let months: Map<string, number> | undefined;

/** 2024-01-01 was a Monday: day `index` of that week. */
const weekday = (index: number) => Date.UTC(2024, 0, 1 + index);
/** A year with a 29 February, so that any day of a label exists. */
const dayOfMonth = (month: number, day: number) => Date.UTC(2000, month, day);

function weekdayIndex(name: string): number | undefined {
  weekdays ??= new Map(
    Array.from({ length: 7 }, (_, index) => [
      stripped(dateTimeFormat('es', { weekday: 'short', timeZone: 'UTC' }).format(weekday(index))),
      index,
    ]),
  );
  return weekdays.get(stripped(name));
}

function monthIndex(name: string): number | undefined {
  months ??= new Map(
    Array.from({ length: 12 }, (_, index) => [
      stripped(dateTimeFormat('es', { month: 'short', timeZone: 'UTC' }).format(dayOfMonth(index, 1))),
      index,
    ]),
  );
  return months.get(stripped(name));
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function dayMonthLabel(text: string, language: string): string | undefined {
  const match = /^(\d{1,2}) (\p{L}+\.?)$/u.exec(text.trim());
  const month = match ? monthIndex(match[2] ?? '') : undefined;
  if (!match || month === undefined) return undefined;
  const date = dayOfMonth(month, Number(match[1]));
  return dateTimeFormat(language, { day: '2-digit', month: 'short', timeZone: 'UTC' }).format(date).replace('.', '');
}

/** A chart label in the interface language; a label of another form as it is. */
export function formatDateLabel(text: string, language: string): string {
  const day = weekdayIndex(text.trim());
  if (day !== undefined)
    return capitalised(dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(weekday(day)));
  const range = text.split(' - ');
  if (range.length === 2) {
    const [from, to] = range.map((part) => dayMonthLabel(part, language));
    if (from !== undefined && to !== undefined) return `${from} - ${to}`;
  }
  return dayMonthLabel(text, language) ?? text;
}
