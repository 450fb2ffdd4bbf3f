// The terms of one thesaurus as the server finds them: alphabetically, a page at a time, those whose text or
// definition hold the search (the server matches every text field, ignoring case and accents). A thesaurus of the
// body's vocabulary can hold thousands; it read its first 200 and filtered them here.
import type { SearchTerminosParams } from '@api/model';

export const TERMS_PAGE = 25;

export function termsParams(tesauroId: string, q: string | undefined, page: number): SearchTerminosParams {
  return { tesauroId, q, page: page - 1, size: TERMS_PAGE, sort: 'term', order: 'asc' };
}
