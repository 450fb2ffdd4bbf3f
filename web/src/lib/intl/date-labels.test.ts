import { describe, expect, it } from 'vitest';
import { formatDateLabel } from './date-labels';

describe('formatDateLabel', () => {
  it('writes the Spanish weekday labels in the interface language', () => {
    expect(['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'].map((label) => formatDateLabel(label, 'en'))).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(formatDateLabel('Mié', 'es')).toBe('Mié');
  });

  it('writes day-month labels and their ranges in the interface language', () => {
    expect(formatDateLabel('03 sept', 'en')).toBe('Sep 03');
    expect(formatDateLabel('28 feb - 07 mar', 'en')).toBe('Feb 28 - Mar 07');
    expect(formatDateLabel('28 feb - 07 mar', 'es')).toBe('28 feb - 07 mar');
  });

  it('leaves other labels as they are', () => {
    expect(formatDateLabel('Pliegos', 'en')).toBe('Pliegos');
    expect(formatDateLabel('09:45', 'en')).toBe('09:45');
    expect(formatDateLabel('03 marzo', 'en')).toBe('03 marzo');
  });
});
