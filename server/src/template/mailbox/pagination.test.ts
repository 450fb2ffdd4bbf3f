import { describe, expect, it } from 'vitest';
import { paginateMails } from './pagination.ts';

const mails = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('paginateMails', () => {
  it('answers 1-based pages of 10', () => {
    expect(paginateMails(mails(45), 1)).toEqual({
      mails: mails(10),
      pagination: { totalResults: 45, resultsPerPage: 10, currentPage: 1, lastPage: 5, startIndex: 0, endIndex: 9 },
    });
    const last = paginateMails(mails(45), 5);
    expect(last.mails).toEqual([40, 41, 42, 43, 44]);
    expect(last.pagination).toMatchObject({ startIndex: 40, endIndex: 44, lastPage: 5 });
  });

  it('answers only lastPage past the last page', () => {
    expect(paginateMails(mails(45), 6)).toEqual({ mails: null, pagination: { lastPage: 5 } });
  });

  it('keeps lastPage 1 and an empty page for no mails', () => {
    expect(paginateMails([], 1)).toEqual({
      mails: [],
      pagination: { totalResults: 0, resultsPerPage: 10, currentPage: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
    expect(paginateMails([], 2)).toEqual({ mails: null, pagination: { lastPage: 1 } });
  });

  it('keeps the page-0 arithmetic: startIndex -10, endIndex -1, no mails', () => {
    expect(paginateMails(mails(45), 0)).toEqual({
      mails: [],
      pagination: { totalResults: 45, resultsPerPage: 10, currentPage: 0, lastPage: 5, startIndex: -10, endIndex: -1 },
    });
  });
});
