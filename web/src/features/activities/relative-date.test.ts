import { describe, expect, it } from 'vitest';
import { relativeDate } from './relative-date';

describe('relativeDate', () => {
  const now = Date.parse('2026-11-23T17:00:00Z');

  it('says how long ago in Spanish', () => {
    expect(relativeDate('2026-11-23T14:00:00Z', 'es', now)).toBe('hace 3 horas');
    expect(relativeDate('2026-11-20T17:00:00Z', 'es', now)).toBe('hace 3 días');
  });

  it('and in English', () => {
    expect(relativeDate('2026-11-23T14:00:00Z', 'en', now)).toBe('3 hours ago');
  });
});
