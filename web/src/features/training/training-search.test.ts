import { describe, expect, it } from 'vitest';
import { effectiveSearchText, trainingPostsQuery, validateTrainingSearch } from './training-search';

describe('validateTrainingSearch', () => {
  it('keeps search text, a page past the first and an offered page size', () => {
    expect(validateTrainingSearch({ q: 'contratos', page: '3', size: 12 })).toEqual({
      q: 'contratos',
      page: 3,
      size: 12,
    });
  });

  it('drops defaults, blanks and malformed values instead of failing', () => {
    expect(validateTrainingSearch({ q: '   ', page: 1, size: 6 })).toEqual({});
    expect(validateTrainingSearch({ page: 0, size: 7 })).toEqual({});
    expect(validateTrainingSearch({ page: 'dos', size: '1e3', q: 42 })).toEqual({});
    expect(validateTrainingSearch({ page: 2.5 })).toEqual({});
  });

  it('cuts very long search text to the contract limit of 200 characters', () => {
    expect(validateTrainingSearch({ q: 'a'.repeat(300) }).q).toHaveLength(200);
  });
});

describe('effectiveSearchText', () => {
  it('needs at least two characters after trimming (seed 000, section 9)', () => {
    expect(effectiveSearchText(undefined)).toBeUndefined();
    expect(effectiveSearchText(' a ')).toBeUndefined();
    expect(effectiveSearchText(' ab ')).toBe('ab');
  });
});

describe('trainingPostsQuery', () => {
  it('reads published trainings through the capacitacion:view query without search text', () => {
    expect(trainingPostsQuery({})).toEqual({
      kind: 'published',
      params: { module: 'capacitacion', action: 'view', page: 0, size: 6 },
    });
  });

  it('turns the one-based URL page into the zero-based API page and keeps the page size', () => {
    expect(trainingPostsQuery({ page: 2, size: 12 }).params).toMatchObject({ page: 1, size: 12 });
  });

  it('searches published trainings only, newest first, once the text is long enough', () => {
    expect(trainingPostsQuery({ q: '  fraude ', page: 3 })).toEqual({
      kind: 'search',
      params: {
        module: 'capacitacion',
        status: 'published',
        q: 'fraude',
        sort: 'dtx_post',
        order: 'desc',
        page: 2,
        size: 6,
      },
    });
  });

  it('ignores a one-character search text', () => {
    expect(trainingPostsQuery({ q: 'f' }).kind).toBe('published');
  });
});
