// The terms of one thesaurus, alphabetically: one search call (a thesaurus holds far fewer than 200 terms).
import type { SearchTerminosParams } from '@api/model';

export function termsParams(tesauroId: string): SearchTerminosParams {
  return { tesauroId, size: 200, sort: 'term', order: 'asc' };
}

/** Terms whose text or definition contain the filter, ignoring case and accents. */
export function matchesTerm(term: { term: string; definition?: string }, filter: string | undefined): boolean {
  if (!filter) return true;
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = fold(filter.trim());
  return fold(term.term).includes(wanted) || fold(term.definition ?? '').includes(wanted);
}
