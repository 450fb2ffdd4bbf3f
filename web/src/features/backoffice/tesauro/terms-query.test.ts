import { describe, expect, it } from 'vitest';
import { matchesTerm } from './terms-query';

describe('matchesTerm', () => {
  it('finds a term by its text or its definition, ignoring case and accents', () => {
    const term = { term: 'Licitación electrónica', definition: 'Presentación de ofertas por medios digitales' };
    expect(matchesTerm(term, 'LICITACION')).toBe(true);
    expect(matchesTerm(term, 'ofertas')).toBe(true);
    expect(matchesTerm(term, 'contrato')).toBe(false);
    expect(matchesTerm(term, undefined)).toBe(true);
  });
});
