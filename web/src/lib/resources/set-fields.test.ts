import { describe, expect, it } from 'vitest';
import { emptiedAsNull } from './set-fields';

describe('emptiedAsNull', () => {
  it('sends the owned fields a body leaves out as null, and leaves the others as they are', () => {
    const body = { title: 'Aviso', summary: 'Resumen' };
    expect(emptiedAsNull(body, ['summary', 'content', 'edition'])).toEqual({
      title: 'Aviso',
      summary: 'Resumen',
      content: null,
      edition: null,
    });
    // A field the screen does not own is never touched: the record keeps it.
    expect(emptiedAsNull(body, [])).toEqual(body);
  });
});
