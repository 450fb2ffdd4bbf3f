// When the body's staff act and meet: weekdays, in office hours, on the office's clock (Madrid). Seeded
// instants of people's doings (records created and changed, sign-ins, audit entries, publications, meetings)
// fall there, so that the agenda holds no committee at 4:37 and the audit trail no edit at 0:05. The time zone's
// rules come from Intl (ICU's time zone data).
import type { Faker } from '@faker-js/faker';

export const OFFICE_TIME_ZONE = 'Europe/Madrid';

/** A daily window of the office's clock, in minutes after midnight, and the step its times fall on. */
export interface OfficeHours {
  from: number;
  to: number;
  stepMinutes: number;
}

/** When staff work at their desks: 8:00 to 19:00, any minute. */
export const WORKING_HOURS: OfficeHours = { from: 8 * 60, to: 19 * 60, stepMinutes: 1 };
/** When meetings, committees and training sessions start: 9:00 to 13:30, on the half hour. */
export const MEETING_HOURS: OfficeHours = { from: 9 * 60, to: 13 * 60 + 30, stepMinutes: 30 };

const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});
const offsets = new Map<number, number>();

/** How far the office's clock runs ahead of UTC on a calendar day (its UTC midnight), in ms. Read at noon:
 * the daylight-saving changes happen in the early hours of a Sunday, outside every office window. */
function offsetOfDay(dayStart: number): number {
  let offset = offsets.get(dayStart);
  if (offset === undefined) {
    const noon = dayStart + 12 * 60 * MINUTE_MS;
    const parts = Object.fromEntries(clock.formatToParts(noon).map((part) => [part.type, Number(part.value)]));
    offset =
      Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0) - noon;
    offsets.set(dayStart, offset);
  }
  return offset;
}

const isWeekday = (dayStart: number): boolean => {
  const weekday = new Date(dayStart).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

// Weekdays counted from a Monday (the epoch, 1970-01-01, was a Thursday: three days after one).
const MONDAY_SHIFT = 3;
/** How many weekdays come before the day numbered `day` (days since the epoch). */
const weekdaysBefore = (day: number): number => {
  const shifted = day + MONDAY_SHIFT;
  return Math.floor(shifted / 7) * 5 + Math.min(shifted % 7, 5);
};
/** The day number of the weekday that has `count` weekdays before it. */
const weekdayAfter = (count: number): number => Math.floor(count / 5) * 7 + (count % 5) - MONDAY_SHIFT;

/** The first office time of `hours` at or after `from` and not after `to`, if the range holds one. */
function firstOfficeTime(from: number, to: number, hours: OfficeHours): number | undefined {
  for (let day = Math.floor(from / DAY_MS) * DAY_MS; day <= to; day += DAY_MS) {
    if (!isWeekday(day)) continue;
    const opening = day + hours.from * MINUTE_MS - offsetOfDay(day);
    const steps = Math.max(0, Math.ceil((from - opening) / (hours.stepMinutes * MINUTE_MS)));
    const instant = opening + steps * hours.stepMinutes * MINUTE_MS;
    if (instant <= day + hours.to * MINUTE_MS - offsetOfDay(day) && instant <= to) return instant;
  }
  return undefined;
}

/**
 * A random instant between `fromDays` and `toDays` days from `now` (as `isoBetween`), on a weekday and within
 * `hours` of the office's clock. Like `isoBetween`, it takes one draw of the faker whatever the range, so the
 * values drawn after it are those `isoBetween` left, and stay the same from one day's seed to the next. A draw
 * outside the range on its first or last day moves to the range's nearest office time; a range with none
 * (minutes on a weekend) gives its first instant.
 */
export function isoOfficeTimeBetween(
  faker: Faker,
  now: Date,
  fromDays: number,
  toDays: number,
  hours: OfficeHours = WORKING_HOURS,
): string {
  const from = now.getTime() + fromDays * DAY_MS;
  const to = now.getTime() + toDays * DAY_MS;
  const firstDay = Math.floor(from / DAY_MS);
  const weekdays = Math.max(0, weekdaysBefore(Math.floor(to / DAY_MS) + 1) - weekdaysBefore(firstDay));
  const slots = Math.floor((hours.to - hours.from) / hours.stepMinutes) + 1;
  // Never min = max: faker would then take no draw.
  const draw = faker.number.int({ min: 0, max: Math.max(2, weekdays * slots) - 1 });
  if (weekdays === 0) return new Date(Math.ceil(from / MINUTE_MS) * MINUTE_MS).toISOString();
  const slot = Math.min(draw, weekdays * slots - 1);
  const day = weekdayAfter(weekdaysBefore(firstDay) + Math.floor(slot / slots)) * DAY_MS;
  let instant = day + (hours.from + (slot % slots) * hours.stepMinutes) * MINUTE_MS - offsetOfDay(day);
  if (instant < from) instant = firstOfficeTime(from, to, hours) ?? Math.ceil(from / MINUTE_MS) * MINUTE_MS;
  else if (instant > to) instant = Math.max(lastOfficeTime(to, hours), from);
  return new Date(instant).toISOString();
}

/** The last office time of `hours` at or before `to`. */
function lastOfficeTime(to: number, hours: OfficeHours): number {
  for (let day = Math.floor(to / DAY_MS) * DAY_MS; ; day -= DAY_MS) {
    if (!isWeekday(day)) continue;
    const opening = day + hours.from * MINUTE_MS - offsetOfDay(day);
    const closing = day + hours.to * MINUTE_MS - offsetOfDay(day);
    if (opening > to) continue;
    const step = hours.stepMinutes * MINUTE_MS;
    return opening + Math.floor((Math.min(to, closing) - opening) / step) * step;
  }
}

/** `iso`, or, if it is later than `now`, the last office time before `now`: done things are never dated ahead. */
export function officeTimeNotAfter(iso: string, now: Date, hours: OfficeHours = WORKING_HOURS): string {
  return Date.parse(iso) <= now.getTime() ? iso : new Date(lastOfficeTime(now.getTime(), hours)).toISOString();
}

/** `date`'s day at `minute` (after midnight) of the office's clock. */
export function atOfficeClock(date: Date, minute: number): string {
  const day = Math.floor(date.getTime() / DAY_MS) * DAY_MS;
  return new Date(day + minute * MINUTE_MS - offsetOfDay(day)).toISOString();
}

/** The same time of the office's clock as `iso`, `days` calendar days later, moved on to the Monday when that
 * day is a weekend: when a step due some days after another is taken. */
export function officeDaysLater(iso: string, days: number): string {
  const start = Math.floor(Date.parse(iso) / DAY_MS) * DAY_MS;
  const clockTime = Date.parse(iso) - start + offsetOfDay(start);
  let day = start + Math.round(days) * DAY_MS;
  while (!isWeekday(day)) day += DAY_MS;
  return new Date(day + clockTime - offsetOfDay(day)).toISOString();
}

/** A weekday between `fromDays` and `toDays` days from `now`, as its date (YYYY-MM-DD): a deadline's day. */
export function isoWeekdayBetween(faker: Faker, now: Date, fromDays: number, toDays: number): string {
  return isoOfficeTimeBetween(faker, now, fromDays, toDays, MEETING_HOURS).slice(0, 10);
}
