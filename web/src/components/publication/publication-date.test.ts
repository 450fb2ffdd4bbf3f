import { describe, expect, it, vi } from 'vitest';
import { formatFileSize, formatPublicationDate, preparePublicationDates } from './publication-date';

describe('formatPublicationDate', () => {
  it('writes the date out in the interface language', () => {
    expect(formatPublicationDate('2026-11-16T12:00:00.000Z', 'es')).toBe('16 de noviembre de 2026');
    expect(formatPublicationDate('2026-11-16T12:00:00.000Z', 'en')).toBe('November 16, 2026');
  });

  it('builds no formatter once the dates were prepared for the language (main.tsx does it while the page loads)', () => {
    preparePublicationDates('pt');
    const build = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatPublicationDate('2026-11-16T12:00:00.000Z', 'pt')).toBe('16 de novembro de 2026');
      expect(build).not.toHaveBeenCalled();
      formatPublicationDate('2026-11-16T12:00:00.000Z', 'fr');
      expect(build).toHaveBeenCalledOnce();
    } finally {
      build.mockRestore();
    }
  });

  it('answers an empty text for a broken date', () => {
    expect(formatPublicationDate('not a date', 'es')).toBe('');
  });
});

describe('formatFileSize', () => {
  it('uses the largest fitting unit with one decimal at most', () => {
    expect(formatFileSize(2_658_553, 'es')).toBe('2,7 MB');
    expect(formatFileSize(385_484, 'en')).toBe('385.5 kB');
    expect(formatFileSize(512, 'es')).toBe('512 B');
  });
});
