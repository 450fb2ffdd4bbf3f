import { describe, expect, it } from 'vitest';
import { makeFormatters } from './formatters';

describe('formatters', () => {
  it('write numbers and money the Spanish way in Spanish', () => {
    const es = makeFormatters('es');
    expect(es.number(648813)).toBe('648.813');
    expect(es.money(1966.68)).toBe('1966,68\u00a0€');
    expect(es.percent(45.68)).toBe('45,7\u00a0%');
  });

  it('write them the English way in English', () => {
    const en = makeFormatters('en');
    expect(en.number(648813)).toBe('648,813');
    expect(en.money(1966.68)).toBe('€1,966.68');
    expect(en.percent(45.68)).toBe('45.7%');
  });
});
