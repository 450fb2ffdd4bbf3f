import { describe, expect, it } from 'vitest';
import { formatFileSize, formatFileSizeText, readFileSize } from './file-size';

// Intl's unit formats separate number and unit with a space; these keep them on one line.
const nbsp = '\u00a0';

describe('formatFileSize', () => {
  it('uses the largest fitting unit with one decimal at most, in the language, number and unit kept together', () => {
    expect(formatFileSize(2_658_553, 'es')).toBe(`2,7${nbsp}MB`);
    expect(formatFileSize(385_484, 'en')).toBe(`385.5${nbsp}kB`);
    expect(formatFileSize(512, 'es')).toBe(`512${nbsp}B`);
    expect(formatFileSize(1_234_000_000_000, 'es')).toBe(`1,2${nbsp}TB`);
  });
});

describe('readFileSize', () => {
  it("reads the template's sizes, a point for decimals", () => {
    expect(readFileSize('82.1 MB')).toBe(82_100_000);
    expect(readFileSize('980 kB')).toBe(980_000);
    expect(readFileSize(' 12 B ')).toBe(12);
    expect(readFileSize('1.5GB')).toBe(1_500_000_000);
  });

  it('reads no other text', () => {
    expect(readFileSize('82,1 MB')).toBeUndefined();
    expect(readFileSize('grande')).toBeUndefined();
    expect(readFileSize('')).toBeUndefined();
  });
});

describe('formatFileSizeText', () => {
  it('writes a template size in the interface language, and leaves other text as it is', () => {
    expect(formatFileSizeText('82.1 MB', 'es')).toBe(`82,1${nbsp}MB`);
    expect(formatFileSizeText('82.1 MB', 'en')).toBe(`82.1${nbsp}MB`);
    expect(formatFileSizeText('0.3 MB', 'es')).toBe(`300${nbsp}kB`);
    expect(formatFileSizeText('sin datos', 'es')).toBe('sin datos');
  });
});
