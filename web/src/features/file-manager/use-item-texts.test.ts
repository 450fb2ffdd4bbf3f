import { describe, expect, it } from 'vitest';
import { readItemCount } from './use-item-texts';

describe('readItemCount', () => {
  it('reads the counts the API writes, and the template English ones', () => {
    expect(readItemCount('3 elementos')).toBe(3);
    expect(readItemCount('1 elemento')).toBe(1);
    expect(readItemCount('12 items')).toBe(12);
  });

  it('reads no other text', () => {
    expect(readItemCount('varios elementos')).toBeUndefined();
    expect(readItemCount('')).toBeUndefined();
  });
});
