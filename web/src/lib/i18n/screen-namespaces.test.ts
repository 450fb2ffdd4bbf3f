import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { firstScreenTranslations } from '../../routes/first-screen-translations';
import { i18n } from './i18n';
import { spanishNamespacesAlone } from './language-bundles';
import { resources } from './resources';
import { loadScreenNamespaces, namespacesToWaitFor } from './screen-namespaces';

describe('namespacesToWaitFor', () => {
  afterEach(async () => {
    await i18n.changeLanguage('es');
  });

  it("takes the screen's own declaration in Spanish, and every namespace without one", () => {
    expect(namespacesToWaitFor([undefined, { translations: [] }])).toEqual([]);
    expect(namespacesToWaitFor([{}, { translations: ['welcome', 'backoffice'] }])).toEqual(['welcome', 'backoffice']);
    // A layout above it cannot speak for the screen.
    expect(namespacesToWaitFor([{ translations: [] }, {}])).toBe('every');
    expect(namespacesToWaitFor([undefined, undefined])).toBe('every');
    expect(namespacesToWaitFor([])).toBe('every');
  });

  it('makes every screen wait for every namespace in another language: the entry holds Spanish only', async () => {
    await i18n.changeLanguage('en');
    expect(namespacesToWaitFor([undefined, { translations: [] }])).toBe('every');
  });
});

describe('loadScreenNamespaces', () => {
  it('has a file of its own for each namespace a first screen waits for, and for no other', () => {
    const declared = new Set(Object.values(firstScreenTranslations).flat());
    expect([...spanishNamespacesAlone].sort()).toEqual([...declared].sort());
  });

  // The test set-up holds every namespace: two are taken away, as on a first visit.
  afterAll(() => {
    i18n.addResourceBundle('es', 'risk', resources.es.risk);
  });

  it('adds each declared Spanish namespace from its own file, and no other', async () => {
    i18n.removeResourceBundle('es', 'welcome');
    i18n.removeResourceBundle('es', 'risk');
    await loadScreenNamespaces(['welcome']);
    expect(i18n.t('welcome:home.latest')).toBe('Últimas publicaciones');
    expect(i18n.hasResourceBundle('es', 'risk')).toBe(false);
  });
});
