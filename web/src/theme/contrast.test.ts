import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, readsOn } from './contrast';

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

  it('tells whether a colour reads at 4.5:1 on every background', () => {
    expect(readsOn('#000000', ['#ffffff', '#f1f3f5'])).toBe(true);
    // Mantine's red 8 on a dark input: 3.0:1.
    expect(readsOn(DEFAULT_THEME.colors.red[8], ['#242424', '#2e2e2e'])).toBe(false);
  });
});
