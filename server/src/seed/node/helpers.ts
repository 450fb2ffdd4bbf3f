// Shared helpers of the /api/node seed: ids, dates relative to the seed's `now`, Spanish text utilities.
import type { Faker } from '@faker-js/faker';
import { DAY_MS, isoOfficeTimeBetween } from './office-time.ts';

export { DAY_MS };

/** ISO date-time `days` days after `now` (negative: before), at the same time of day. */
export function isoDays(now: Date, days: number): string {
  return new Date(now.getTime() + Math.round(days * DAY_MS)).toISOString();
}

/** A random ISO date-time between `fromDays` and `toDays` days from `now`, minute precision. */
export function isoBetween(faker: Faker, now: Date, fromDays: number, toDays: number): string {
  const from = now.getTime() + fromDays * DAY_MS;
  const to = now.getTime() + toDays * DAY_MS;
  const time = faker.number.int({ min: Math.floor(from / 60_000), max: Math.floor(to / 60_000) }) * 60_000;
  return new Date(time).toISOString();
}

/** createdAt / updatedAt of a record created in the last `maxDaysAgo` days (never after `now`), both in office
 * hours: staff made and changed it. */
export function stamps(faker: Faker, now: Date, maxDaysAgo = 365): { createdAt: string; updatedAt: string } {
  const createdAt = isoOfficeTimeBetween(faker, now, -maxDaysAgo, -1);
  const createdDaysAgo = (now.getTime() - Date.parse(createdAt)) / DAY_MS;
  return { createdAt, updatedAt: isoOfficeTimeBetween(faker, now, -createdDaysAgo, 0) };
}

export function newId(faker: Faker): string {
  return faker.database.mongodbObjectId();
}

export function ascii(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export function slugify(text: string): string {
  return ascii(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `EXP-2026-0042` style codes. */
export function code(prefix: string, year: number, number: number, padding = 4): string {
  return `${prefix}-${year}-${String(number).padStart(padding, '0')}`;
}

/** Euros rounded to cents. */
export function euros(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** `count` distinct items of `items`, in a seeded order. */
export function some<T>(faker: Faker, items: readonly T[], min: number, max = min): T[] {
  return faker.helpers.arrayElements(items, { min: Math.min(min, items.length), max: Math.min(max, items.length) });
}

export function pick<T>(faker: Faker, items: readonly T[]): T {
  return faker.helpers.arrayElement(items);
}

/** The later of two ISO date-times (they compare as text). */
export function laterIso(a: string, b: string): string {
  return a > b ? a : b;
}

/** `iso`, or `now` if `iso` is later: things that have happened are never dated in the future. */
export function notAfter(iso: string, now: Date): string {
  const limit = now.toISOString();
  return iso < limit ? iso : limit;
}
