import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenTranslations } from '../../routes/first-screen-translations';
import { namespaces as spanishBundle } from './bundles/es-translations';
import { i18n } from './i18n';
import { initialResources } from './initial-resources';
import { languageBundle, languageBundleBackend, spanishNamespacesOnTheirOwn } from './language-bundles';
import { resources } from './resources';
import { translationsToWaitFor } from './screen-translations';

const read = (language: string, namespace: string) =>
  new Promise((resolve, reject) =>
    languageBundleBackend.read(language, namespace, (error, words) => (error ? reject(error) : resolve(words))),
  );

describe('translationsToWaitFor', () => {
  afterEach(async () => {
    await i18n.changeLanguage('es');
  });

  it('lets a screen wait in Spanish for the namespaces it declares, by its own declaration only', () => {
    expect(translationsToWaitFor([undefined, { translations: [] }])).toEqual([]);
    expect(translationsToWaitFor([{}, { translations: ['welcome', 'backoffice'] }])).toEqual(['welcome', 'backoffice']);
    // A layout above it cannot speak for the screen.
    expect(translationsToWaitFor([{ translations: [] }, {}])).toBe('every');
    expect(translationsToWaitFor([undefined, undefined])).toBe('every');
    expect(translationsToWaitFor([])).toBe('every');
  });

  it('makes every screen wait for every namespace in another language: the entry holds Spanish only', async () => {
    await i18n.changeLanguage('en');
    expect(translationsToWaitFor([undefined, { translations: [] }])).toBe('every');
  });
});

describe('the Spanish namespaces of a first screen', () => {
  it('are each in the entry or in a file of its own, never only in the whole bundle', () => {
    const declared = Object.values(firstScreenTranslations).flat();
    const atHand = [...Object.keys(initialResources), ...spanishNamespacesOnTheirOwn];
    expect(declared.filter((namespace) => !atHand.includes(namespace))).toEqual([]);
  });

  it('with their own files, are left out of the bundle, which holds every other one', () => {
    expect(spanishNamespacesOnTheirOwn).toEqual(expect.arrayContaining(['welcome', 'backoffice']));
    expect(Object.keys(spanishBundle).filter((name) => spanishNamespacesOnTheirOwn.includes(name))).toEqual([]);
    expect([...Object.keys(spanishBundle), ...spanishNamespacesOnTheirOwn].sort()).toEqual(
      Object.keys(resources.es).sort(),
    );
  });

  it('are read from their files, and the language reads whole: the same words as the sources', async () => {
    expect(await read('es', 'welcome')).toEqual(resources.es.welcome);
    expect(await read('es', 'collections')).toEqual(resources.es.collections);
    // English is one bundle: its welcome comes from it.
    expect(await read('en', 'welcome')).toEqual(resources.en.welcome);
    expect(Object.keys(await languageBundle('es')).sort()).toEqual(Object.keys(resources.es).sort());
    await expect(read('fr', 'welcome')).rejects.toThrow('No translations for fr');
  });
});
