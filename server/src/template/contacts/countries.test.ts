import { describe, expect, it } from 'vitest';
import { buildCountries, dialCode, FLAG_SPRITE_ROW_PX } from './countries.ts';

let counter = 0;
const countries = buildCountries(() => `id-${counter++}`);

describe('buildCountries', () => {
  it('lists about 240 countries and territories, Kosovo and Timor-Leste included', () => {
    expect(countries.length).toBeGreaterThanOrEqual(235);
    expect(countries.length).toBeLessThanOrEqual(250);
    expect(countries.find((country) => country.iso === 'xk')).toMatchObject({ name: 'Kosovo', code: '+383' });
    expect(countries.find((country) => country.iso === 'tl')).toMatchObject({ code: '+670' });
  });

  it('uses lowercase ISO codes, Spanish names and +digits dial codes', () => {
    for (const country of countries) {
      expect(country.iso).toMatch(/^[a-z]{2}$/);
      expect(country.code).toMatch(/^\+\d+$/);
    }
    expect(countries.find((country) => country.iso === 'es')).toMatchObject({ name: 'España', code: '+34' });
    expect(countries.find((country) => country.iso === 'de')?.name).toBe('Alemania');
    expect(new Set(countries.map((country) => country.iso)).size).toBe(countries.length);
  });

  it('is sorted by name and places each flag by its index in the sprite', () => {
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    countries.forEach((country, index) => {
      expect(country.flagImagePos).toBe(`-1px -${1 + index * FLAG_SPRITE_ROW_PX}px`);
    });
  });
});

describe('dialCode', () => {
  it('joins root and a single suffix', () => {
    expect(dialCode('+3', ['4'])).toBe('+34');
    expect(dialCode('+1', ['876'])).toBe('+1876');
  });

  it('keeps +1 and +7 alone with several suffixes, else adds the first suffix', () => {
    expect(dialCode('+1', ['201', '202'])).toBe('+1');
    expect(dialCode('+7', ['6', '7'])).toBe('+7');
    expect(dialCode('+2', ['90', '47'])).toBe('+290');
  });
});
