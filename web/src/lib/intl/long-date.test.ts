import { describe, expect, it } from 'vitest';
import { formatLongDateText, readLongDate } from './long-date';

describe('readLongDate', () => {
  it('reads the Spanish dates the API writes and the English ones of the template', () => {
    expect(readLongDate('14 de marzo de 2025')?.toISOString()).toBe('2025-03-14T00:00:00.000Z');
    expect(readLongDate('1 de septiembre de 2026')?.toISOString()).toBe('2026-09-01T00:00:00.000Z');
    expect(readLongDate('March 14, 2025')?.toISOString()).toBe('2025-03-14T00:00:00.000Z');
  });

  it('reads no other text, and no day that does not exist', () => {
    expect(readLongDate('2025-03-14')).toBeUndefined();
    expect(readLongDate('14 de marzi de 2025')).toBeUndefined();
    expect(readLongDate('31 de febrero de 2025')).toBeUndefined();
    expect(readLongDate('ayer')).toBeUndefined();
  });
});

describe('formatLongDateText', () => {
  it('writes the date in the interface language', () => {
    expect(formatLongDateText('29 de junio de 2025', 'en')).toBe('June 29, 2025');
    expect(formatLongDateText('June 29, 2025', 'es')).toBe('29 de junio de 2025');
    expect(formatLongDateText('29 de junio de 2025', 'es')).toBe('29 de junio de 2025');
  });

  it('leaves text of another form as it is', () => {
    expect(formatLongDateText('hace 3 días', 'en')).toBe('hace 3 días');
  });
});
