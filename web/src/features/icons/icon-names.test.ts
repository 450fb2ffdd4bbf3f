import { describe, expect, it } from 'vitest';
import { gridPixels, matchingIcons, qualifiedName } from './icon-names';

describe('icon names', () => {
  it('finds names containing the search, whatever the case', () => {
    expect(matchingIcons(['arrow-up', 'arrow-down', 'home'], 'ARROW')).toEqual(['arrow-up', 'arrow-down']);
    expect(matchingIcons(['home'], '  ')).toEqual(['home']);
  });

  it('copies the name with its namespace, bare when the set has none', () => {
    expect(qualifiedName('heroicons_outline', 'home')).toBe('heroicons_outline:home');
    expect(qualifiedName('', 'ac_unit')).toBe('ac_unit');
  });

  it("reads the set's preview size from its grid class", () => {
    expect(gridPixels('icon-size-6')).toBe(24);
    expect(gridPixels('icon-size-5')).toBe(20);
    expect(gridPixels('unknown')).toBe(24);
  });
});
