import { describe, expect, it } from 'vitest';
import {
  oneOf,
  optionalDay,
  optionalId,
  optionalPage,
  optionalText,
  positiveInteger,
  searchValidator,
} from './search-params';

describe('URL readers', () => {
  it('keep well-formed values', () => {
    expect(optionalPage('3')).toBe(3);
    expect(optionalPage(3)).toBe(3);
    expect(optionalId('0123456789abcdef01234567')).toBe('0123456789abcdef01234567');
    expect(optionalDay('2026-03-01')).toBe('2026-03-01');
    expect(optionalText('obra')).toBe('obra');
  });

  it('read a malformed value as absent', () => {
    for (const page of ['0', '1.5', 'x', '', '10001', 2.5]) expect(optionalPage(page)).toBeUndefined();
    expect(optionalId('nope')).toBeUndefined();
    expect(optionalDay('01/03/2026')).toBeUndefined();
    expect(optionalText('x'.repeat(201))).toBeUndefined();
    expect(oneOf(['month', 'week'])('year')).toBeUndefined();
  });

  it('read whole numbers from 1 up, as numbers or their text, and nothing else', () => {
    expect(positiveInteger('250')).toBe(250);
    expect(positiveInteger(12)).toBe(12);
    for (const value of ['0', '-1', '1.5', ' ', 'x', null, true, Number.NaN])
      expect(positiveInteger(value)).toBeUndefined();
  });

  it('keeps only the well-formed parameters it knows', () => {
    const validate = searchValidator({ q: optionalText, page: optionalPage, view: oneOf(['month', 'week']) });
    expect(validate({ q: 'obra', page: 'x', view: 'week', other: 1 })).toEqual({ q: 'obra', view: 'week' });
  });
});
