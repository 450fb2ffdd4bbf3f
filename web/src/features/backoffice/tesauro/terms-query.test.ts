import { describe, expect, it } from 'vitest';
import { TERMS_PAGE, termsParams } from './terms-query';

describe('termsParams', () => {
  it("asks the server for one page of the thesaurus's terms, alphabetically, with the search", () => {
    expect(termsParams('a'.repeat(24), 'licitacion', 3)).toEqual({
      tesauroId: 'a'.repeat(24),
      q: 'licitacion',
      page: 2,
      size: TERMS_PAGE,
      sort: 'term',
      order: 'asc',
    });
  });
});
