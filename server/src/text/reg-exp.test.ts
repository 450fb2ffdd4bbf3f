import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './reg-exp.ts';

describe('escapeRegExp', () => {
  it('makes a pattern that matches the text itself, and only it, with or without the u flag', () => {
    for (const text of ['a.b', 'Centro de ayuda · (Inicio)', '[x]{2}*+?^$|\\', 'C++ / -10 %', 'Ñandú']) {
      for (const flags of ['', 'u', 'i']) {
        expect(new RegExp(`^${escapeRegExp(text)}$`, flags).test(text), `${text} /${flags}`).toBe(true);
      }
    }
    expect(new RegExp(`^${escapeRegExp('a.b')}$`).test('axb')).toBe(false);
  });
});
