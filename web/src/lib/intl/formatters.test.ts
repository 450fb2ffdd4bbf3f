import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './formatters';

describe('Intl formatters', () => {
  it('builds one formatter per language and options and hands the same one out again', () => {
    const long = dateTimeFormat('es', { dateStyle: 'long' });
    expect(dateTimeFormat('es', { dateStyle: 'long' })).toBe(long);
    expect(dateTimeFormat('en', { dateStyle: 'long' })).not.toBe(long);
    expect(dateTimeFormat('es', { dateStyle: 'medium' })).not.toBe(long);
    expect(numberFormat('es')).toBe(numberFormat('es', {}));
    expect(relativeTimeFormat('es', { numeric: 'auto' })).toBe(relativeTimeFormat('es', { numeric: 'auto' }));
  });

  it('formats as a formatter built for the call would', () => {
    const date = new Date(Date.UTC(2026, 10, 16, 12));
    const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('es', options).format(date)).toBe('16 de noviembre de 2026');
    expect(numberFormat('es', { style: 'currency', currency: 'EUR' }).format(1234.5)).toBe(
      new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });

  it('keeps formatters of different kinds apart under the same options', () => {
    expect(numberFormat('es', {})).toBeInstanceOf(Intl.NumberFormat);
    expect(dateTimeFormat('es', {})).toBeInstanceOf(Intl.DateTimeFormat);
    expect(relativeTimeFormat('es', {})).toBeInstanceOf(Intl.RelativeTimeFormat);
  });
});
