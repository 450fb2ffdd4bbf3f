import { describe, expect, it, vi } from 'vitest';
import { formatPublicationDate, preparePublicationDates } from './publication-date';

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
