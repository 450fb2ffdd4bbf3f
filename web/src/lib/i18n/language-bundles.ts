// Loads translations by language: each language's namespaces are one lazy chunk
// (bundles/<language>-translations.ts), read by i18next through this backend. Only the initial Spanish namespaces
// ship with the entry (initial-resources.ts).
import type { BackendModule, ReadCallback } from 'i18next';
import type { Bundle } from './bundles/by-namespace';
import { isLanguage, type Language } from './languages';

const importers: Record<Language, () => Promise<{ namespaces: Bundle }>> = {
  es: () => import('./bundles/es-translations'),
  en: () => import('./bundles/en-translations'),
};

const loaded = new Map<Language, Promise<Bundle>>();

/** The language's namespaces; the chunk is fetched once. */
export function languageBundle(language: Language): Promise<Bundle> {
  let bundle = loaded.get(language);
  if (!bundle) {
    bundle = importers[language]().then((module) => module.namespaces);
    // A failed download (offline) may be retried on the next call.
    bundle.catch(() => loaded.delete(language));
    loaded.set(language, bundle);
  }
  return bundle;
}

export const languageBundleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isLanguage(language)) {
      callback(new Error(`No translations for ${language}`), false);
      return;
    }
    languageBundle(language).then(
      (bundle) => callback(null, bundle[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
