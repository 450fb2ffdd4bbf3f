import { describe, expect, it } from 'vitest';
import { searchDelayMs, searchMinLength, searchTermOf } from './search-term';

describe('searchTermOf', () => {
  it('waits for at least two characters', () => {
    expect(searchMinLength).toBe(2);
    expect(searchTermOf('')).toBeNull();
    expect(searchTermOf('a')).toBeNull();
    expect(searchTermOf('ab')).toBe('ab');
  });

  it('does not count surrounding spaces', () => {
    expect(searchTermOf('  a  ')).toBeNull();
    expect(searchTermOf('  riesgo ')).toBe('riesgo');
  });

  it('pauses 300 ms before searching', () => {
    expect(searchDelayMs).toBe(300);
  });
});
