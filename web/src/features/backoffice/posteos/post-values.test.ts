import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { postChanges, postInput, postValues } from './post-values';

describe('post values', () => {
  it('starts a new post as a news draft dated now', () => {
    const now = new Date(2026, 10, 23, 10, 30);
    expect(postValues(undefined, now)).toMatchObject({
      module: 'noticias',
      status: 'draft',
      date: '2026-11-23 10:30:00',
      title: '',
    });
  });

  it('sends the date as ISO and leaves empty optional texts out', () => {
    const values = {
      ...postValues(undefined, new Date(2026, 10, 23, 10, 30)),
      title: '  Aviso  ',
      content: '<p>x</p>',
    };
    expect(postInput(values)).toEqual({
      title: 'Aviso',
      module: 'noticias',
      status: 'draft',
      dtx_post: dayjs('2026-11-23 10:30:00').toISOString(),
      content: '<p>x</p>',
    });
  });

  it("sends an existing post's emptied optional texts as null, which removes them", () => {
    const post = {
      _id: 'a'.repeat(24),
      title: 'Aviso',
      module: 'noticias',
      status: 'draft',
      dtx_post: '2026-11-23T09:30:00.000Z',
      edition: 'N.º 3',
      summary: 'Resumen',
    } as const;
    const values = { ...postValues(post, new Date(2026, 10, 23)), summary: '  ' };
    expect(postChanges(values)).toEqual({
      title: 'Aviso',
      module: 'noticias',
      status: 'draft',
      dtx_post: '2026-11-23T09:30:00.000Z',
      edition: 'N.º 3',
      summary: null,
      content: null,
    });
  });
});
