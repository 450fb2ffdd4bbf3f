import { describe, expect, it } from 'vitest';
import { boardsQueryParams, publishedPostsParams, validateBoardsSearch } from './boards-query';

describe('boardsQueryParams', () => {
  it('asks for the tablero module and the view action (tablero:view), first page by default', () => {
    expect(boardsQueryParams({})).toEqual({ module: 'tablero', action: 'view', page: 0, size: 5 });
  });

  it('turns the one-based page of the URL into the API zero-based page', () => {
    expect(boardsQueryParams({ page: 3 })).toMatchObject({ page: 2 });
  });
});

describe('publishedPostsParams', () => {
  it('splits a module:action permission, with view as the default action', () => {
    expect(publishedPostsParams('capacitacion:view', 0, 6)).toEqual({
      module: 'capacitacion',
      action: 'view',
      page: 0,
      size: 6,
    });
    expect(publishedPostsParams('noticias', 1, 10)).toMatchObject({ module: 'noticias', action: 'view' });
  });

  it('refuses modules that have no published posts', () => {
    expect(() => publishedPostsParams('workflow:user', 0, 5)).toThrow(/workflow/);
  });
});

describe('validateBoardsSearch', () => {
  it('keeps a page past the first and drops anything else', () => {
    expect(validateBoardsSearch({ page: 2 })).toEqual({ page: 2 });
    expect(validateBoardsSearch({ page: '4' })).toEqual({ page: 4 });
    expect(validateBoardsSearch({ page: 1 })).toEqual({});
    expect(validateBoardsSearch({ page: -2, other: 'x' })).toEqual({});
    expect(validateBoardsSearch({ page: 'dos' })).toEqual({});
  });
});
