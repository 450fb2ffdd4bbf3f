import { describe, expect, it } from 'vitest';
import { formatMoney, moneyInputParts } from './currency';

describe('money', () => {
  it('is written as the language writes it, with the currency decimals', () => {
    expect(formatMoney('es', 'EUR', 4.2)).toBe('4,20\u00a0€');
    expect(formatMoney('en', 'EUR', 4.2)).toBe('€4.20');
    expect(formatMoney('es', 'EUR', 12345.5)).toBe('12.345,50\u00a0€');
  });

  it('is entered with the symbol on the language side and its decimals', () => {
    expect(moneyInputParts('es', 'EUR')).toEqual({ suffix: '\u00a0€', decimals: 2 });
    expect(moneyInputParts('en', 'EUR')).toEqual({ prefix: '€', decimals: 2 });
    expect(moneyInputParts('en', 'JPY')).toEqual({ prefix: '¥', decimals: 0 });
  });
});
