// Seeded instants of people's doings: on weekdays, within the office's hours on Madrid's clock (summer and
// winter time alike), within the asked range, and the same for the same seed.
import { describe, expect, it } from 'vitest';
import { seededFaker } from '../faker.ts';
import { isoBetween } from './helpers.ts';
import {
  DAY_MS,
  isoOfficeTimeBetween,
  isoWeekdayBetween,
  MEETING_HOURS,
  OFFICE_TIME_ZONE,
  officeDaysLater,
  officeTimeNotAfter,
  WORKING_HOURS,
} from './office-time.ts';

const madrid = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** Weekday and minutes after midnight on the office's clock. */
function officeClock(iso: string): { weekday: string; minute: number } {
  const parts = Object.fromEntries(madrid.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return { weekday: String(parts.weekday), minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

// Winter (UTC+1) and summer (UTC+2), each around a daylight-saving change.
const nows = [new Date('2026-11-27T12:00:00.000Z'), new Date('2026-04-02T03:00:00.000Z')];

describe('isoOfficeTimeBetween', () => {
  it.each(nows)('falls on a weekday, in working hours and in the range (now %s)', (now) => {
    const faker = seededFaker({ seed: 7, now }, 'office-time');
    for (let draw = 0; draw < 500; draw++) {
      const iso = isoOfficeTimeBetween(faker, now, -60, 30);
      const { weekday, minute } = officeClock(iso);
      expect(['Sat', 'Sun'], iso).not.toContain(weekday);
      expect(minute, iso).toBeGreaterThanOrEqual(WORKING_HOURS.from);
      expect(minute, iso).toBeLessThanOrEqual(WORKING_HOURS.to);
      expect(Date.parse(iso)).toBeGreaterThanOrEqual(now.getTime() - 60 * DAY_MS);
      expect(Date.parse(iso)).toBeLessThanOrEqual(now.getTime() + 30 * DAY_MS);
    }
  });

  it('starts meetings on the half hour of a working morning', () => {
    const now = nows[0] as Date;
    const faker = seededFaker({ seed: 7, now }, 'meetings');
    const minutes = new Set<number>();
    for (let draw = 0; draw < 300; draw++) {
      const { minute } = officeClock(isoOfficeTimeBetween(faker, now, -45, 90, MEETING_HOURS));
      expect(minute % 30).toBe(0);
      minutes.add(minute);
    }
    // 9:00 to 13:30: ten start times, all drawn.
    expect([...minutes].sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, slot) => 9 * 60 + slot * 30));
  });

  it('gives the same instants for the same seed', () => {
    const now = nows[0] as Date;
    const draw = () => {
      const faker = seededFaker({ seed: 11, now }, 'same');
      return Array.from({ length: 20 }, () => isoOfficeTimeBetween(faker, now, -300, 0));
    };
    expect(draw()).toEqual(draw());
  });

  it('takes one draw, as isoBetween does: the values drawn after it are those isoBetween left', () => {
    const now = nows[0] as Date;
    const nextAfter = (between: typeof isoBetween) => {
      const faker = seededFaker({ seed: 9, now }, 'one-draw');
      for (const [from, to] of [
        [-900, -1],
        [-3, 0],
        [2, 40],
      ] as const)
        between(faker, now, from, to);
      return faker.number.int({ min: 0, max: 1e9 });
    };
    expect(nextAfter(isoOfficeTimeBetween)).toBe(nextAfter(isoBetween));
  });

  it('leaves the values drawn after it the same whatever the day of the seed', () => {
    const after = (now: Date) => {
      const faker = seededFaker({ seed: 5, now }, 'draws');
      for (const [from, to] of [
        [-900, -1],
        [-0.01, 0],
        [-3, 0],
        [2, 40],
      ] as const)
        isoOfficeTimeBetween(faker, now, from, to);
      return faker.number.int({ min: 0, max: 1e9 });
    };
    // A Friday, a Saturday night and a Tuesday in summer time.
    expect(after(new Date('2026-11-27T12:00:00.000Z'))).toBe(after(new Date('2026-11-28T23:00:00.000Z')));
    expect(after(new Date('2026-11-27T12:00:00.000Z'))).toBe(after(new Date('2026-07-07T06:00:00.000Z')));
  });

  it('gives the first instant of a range too short for office time (a change made at creation)', () => {
    const saturdayNight = new Date('2026-11-28T22:00:00.000Z');
    const faker = seededFaker({ seed: 7, now: saturdayNight }, 'short');
    expect(isoOfficeTimeBetween(faker, saturdayNight, -15 / (24 * 60), 0)).toBe('2026-11-28T21:45:00.000Z');
  });
});

describe('isoWeekdayBetween', () => {
  it('gives working days only', () => {
    const now = nows[0] as Date;
    const faker = seededFaker({ seed: 3, now }, 'deadlines');
    for (let draw = 0; draw < 200; draw++) {
      const day = isoWeekdayBetween(faker, now, -45, 90);
      expect([0, 6], day).not.toContain(new Date(`${day}T12:00:00.000Z`).getUTCDay());
    }
  });
});

describe('officeDaysLater', () => {
  it('keeps the time of the office clock across a change to winter time', () => {
    // Thursday 23 October 2025, 18:17 in Madrid (summer time), and 6 days later (winter time).
    expect(officeDaysLater('2025-10-23T16:17:00.000Z', 6)).toBe('2025-10-29T17:17:00.000Z');
  });

  it('moves a weekend day on to the Monday', () => {
    // Friday 27 November 2026 + 1 day: Saturday, so Monday 30 November at the same time.
    expect(officeDaysLater('2026-11-27T09:30:00.000Z', 1)).toBe('2026-11-30T09:30:00.000Z');
  });
});

describe('officeTimeNotAfter', () => {
  it('keeps an instant up to now and brings a later one back to the last office time', () => {
    const sundayNight = new Date('2026-11-29T22:00:00.000Z');
    expect(officeTimeNotAfter('2026-11-27T10:00:00.000Z', sundayNight)).toBe('2026-11-27T10:00:00.000Z');
    // Friday 27 November, 19:00 in Madrid (UTC+1).
    expect(officeTimeNotAfter('2026-12-01T10:00:00.000Z', sundayNight)).toBe('2026-11-27T18:00:00.000Z');
  });
});
