import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from './contrast';

describe('readable colours', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('darkens a pale text colour until it reads at 4.5:1 on each background', () => {
    const { yellow } = DEFAULT_THEME.colors;
    expect(contrastRatio(yellow[9], yellow[1])).toBeLessThan(4.5);
    const text = readableOn(yellow[9], [yellow[1], yellow[2]]);
    expect(contrastRatio(text, yellow[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, yellow[2])).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour that already reads', () => {
    expect(readableOn('#1a1b1e', ['#ffffff'])).toBe('#1a1b1e');
  });
});
