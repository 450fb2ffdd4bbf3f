// Dates the API gives as text ("14 de marzo de 2025", as the template's mock writes "March 14, 2025"), written
// again in the interface language: an English screen showed Spanish dates. Month names come from Intl, not a
// list of our own.
import { dateTimeFormat } from './formatters';

const monthNames = (language: string): string[] =>
  Array.from({ length: 12 }, (_, month) =>
    dateTimeFormat(language, { month: 'long', timeZone: 'UTC' })
      .format(Date.UTC(2000, month, 1))
      .toLowerCase(),
  );

let monthsByName: Map<string, number> | undefined;
/** Spanish and English month names to their index (0-11). */
function monthIndex(name: string): number | undefined {
  monthsByName ??= new Map(['es', 'en'].flatMap((language) => monthNames(language).map((month, i) => [month, i])));
  return monthsByName.get(name.toLowerCase());
}

const spanish = /^(\d{1,2}) de (\p{L}+) de (\d{4})$/u;
const english = /^(\p{L}+) (\d{1,2}), (\d{4})$/u;

/** The day a long date text names, at 00:00 UTC; undefined for any other text or a day that does not exist. */
export function readLongDate(text: string): Date | undefined {
  const trimmed = text.trim();
  const es = spanish.exec(trimmed);
  const en = es ? null : english.exec(trimmed);
  const [day, monthName, year] = es ? [es[1], es[2], es[3]] : en ? [en[2], en[1], en[3]] : [];
  const month = monthIndex(monthName ?? '');
  if (month === undefined) return undefined;
  const date = new Date(Date.UTC(Number(year), month, Number(day)));
  return date.getUTCDate() === Number(day) ? date : undefined;
}

/** A long date text in the interface language ("March 14, 2025" in English); text of another form as it is. */
export function formatLongDateText(text: string, language: string): string {
  const date = readLongDate(text);
  return date === undefined ? text : dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
