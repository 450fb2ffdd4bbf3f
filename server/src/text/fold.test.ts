import { describe, expect, it } from 'vitest';
import { fold, holdsText, wrapMatches } from './fold.ts';

const mark = (stretch: string) => `<mark>${stretch}</mark>`;

describe('fold', () => {
  it('reads text lower case and without accents', () => {
    expect(fold('Núñez GESTIÓN Ça')).toBe('nunez gestion ca');
  });
});

describe('holdsText', () => {
  it('finds a query in a text, case and accents aside either side', () => {
    expect(holdsText('Federico Núñez Delatorre', 'NUNEZ')).toBe(true);
    expect(holdsText('Revisar el pliego', 'plíego')).toBe(true);
    expect(holdsText('Revisar el pliego', 'pliegos')).toBe(false);
  });

  it('finds nothing in no text and "" in any', () => {
    expect(holdsText(undefined, 'a')).toBe(false);
    expect(holdsText(null, '')).toBe(false);
    expect(holdsText('x', '')).toBe(true);
  });
});

describe('wrapMatches', () => {
  it('wraps every stretch that holds the query, as the text writes it', () => {
    expect(wrapMatches('Revisión de la revision', 'REVISION', mark)).toBe(
      '<mark>Revisión</mark> de la <mark>revision</mark>',
    );
    expect(wrapMatches('Año: año', 'ano', mark)).toBe('<mark>Año</mark>: <mark>año</mark>');
  });

  it('keeps whole characters of a text written with combining accents', () => {
    const decomposed = 'Revisio\u0301n final';
    expect(wrapMatches(decomposed, 'revision', mark)).toBe('<mark>Revisio\u0301n</mark> final');
    expect(wrapMatches(decomposed, 'revisio', mark)).toBe('<mark>Revisio\u0301</mark>n final');
  });

  it('leaves text alone for an empty query or no match', () => {
    expect(wrapMatches('Pliego', '', mark)).toBe('Pliego');
    expect(wrapMatches('Pliego', 'acta', mark)).toBe('Pliego');
  });

  it('does not overlap matches', () => {
    expect(wrapMatches('aaaa', 'aa', mark)).toBe('<mark>aa</mark><mark>aa</mark>');
  });
});
