import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isoClock } from './iso-clock.ts';

describe('isoClock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells the time as an ISO string to the millisecond, and a new one each millisecond', () => {
    vi.setSystemTime(new Date('2026-11-28T23:59:59.998Z'));
    const timestamp = isoClock();
    expect(timestamp()).toBe('2026-11-28T23:59:59.998Z');
    expect(timestamp()).toBe('2026-11-28T23:59:59.998Z');
    vi.advanceTimersByTime(1);
    expect(timestamp()).toBe('2026-11-28T23:59:59.999Z');
    vi.advanceTimersByTime(1);
    expect(timestamp()).toBe('2026-11-29T00:00:00.000Z');
  });

  it('follows the clock back too (a corrected system time)', () => {
    vi.setSystemTime(new Date('2026-11-28T12:00:00.000Z'));
    const timestamp = isoClock();
    expect(timestamp()).toBe('2026-11-28T12:00:00.000Z');
    vi.setSystemTime(new Date('2026-11-28T11:59:00.000Z'));
    expect(timestamp()).toBe('2026-11-28T11:59:00.000Z');
  });
});
