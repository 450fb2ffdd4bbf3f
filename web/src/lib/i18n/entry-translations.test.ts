import { afterEach, describe, expect, it } from 'vitest';
import { waitsForEveryNamespace } from './entry-translations';
import { i18n } from './i18n';

describe('waitsForEveryNamespace', () => {
  afterEach(async () => {
    await i18n.changeLanguage('es');
  });

  it('lets a screen flagged entryTranslations go without them in Spanish, by its own flag only', () => {
    expect(waitsForEveryNamespace([undefined, { entryTranslations: true }])).toBe(false);
    // A layout above it cannot speak for the screen.
    expect(waitsForEveryNamespace([{ entryTranslations: true }, {}])).toBe(true);
    expect(waitsForEveryNamespace([undefined, undefined])).toBe(true);
    expect(waitsForEveryNamespace([])).toBe(true);
  });

  it('makes every screen wait in another language: the entry holds Spanish only', async () => {
    await i18n.changeLanguage('en');
    expect(waitsForEveryNamespace([undefined, { entryTranslations: true }])).toBe(true);
  });
});
