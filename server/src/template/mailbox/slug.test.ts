import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug.ts';

describe('slugify', () => {
  it('lowercases, hyphenates spaces, collapses hyphens, then drops other characters', () => {
    expect(slugify('My  Label!')).toBe('my-label');
    expect(slugify('Pagos y Facturas')).toBe('pagos-y-facturas');
    expect(slugify('a - b')).toBe('a-b');
  });

  it('drops non-ASCII letters and keeps leading and trailing hyphens (template rule)', () => {
    expect(slugify('Señal Pública')).toBe('seal-pblica');
    expect(slugify(' Foro ')).toBe('-foro-');
    // Collapsing runs before deleting characters can leave a double hyphen.
    expect(slugify('a -!- b')).toBe('a--b');
  });
});

describe('uniqueSlug', () => {
  it('adds -1, -2, ... to the original slug until it is free', () => {
    expect(uniqueSlug('work', ['personal'])).toBe('work');
    expect(uniqueSlug('work', ['work'])).toBe('work-1');
    expect(uniqueSlug('work', ['work', 'work-1'])).toBe('work-2');
  });
});
