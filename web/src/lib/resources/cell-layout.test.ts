import { describe, expect, it } from 'vitest';
import { cellLayout } from './cell-layout';

describe('cellLayout', () => {
  it('lines numbers up on the right and keeps them, dates and codes on one line', () => {
    expect(cellLayout({ type: 'number', 'x-currency': 'EUR' })).toEqual({ align: 'end', noWrap: true });
    expect(cellLayout({ type: 'integer' })).toEqual({ align: 'end', noWrap: true });
    expect(cellLayout({ type: 'string', format: 'date-time' })).toEqual({ align: 'start', noWrap: true });
    expect(cellLayout({ type: 'string', maxLength: 40 })).toEqual({ align: 'start', noWrap: true });
    expect(cellLayout({ type: 'string', enum: ['text', 'multiselect'] })).toEqual({ align: 'start', noWrap: true });
    expect(cellLayout({ type: 'string', maxLength: 60, 'x-collection-name': true })).toEqual({
      align: 'start',
      noWrap: true,
    });
  });

  it('lets longer texts wrap', () => {
    expect(cellLayout({ type: 'string', maxLength: 41 })).toEqual({ align: 'start', noWrap: false });
    expect(cellLayout({ type: 'string' })).toEqual({ align: 'start', noWrap: false });
  });
});
