// Loads translations by language: each language's namespaces are one lazy chunk
// (bundles/<language>-translations.ts), read by i18next through this backend. Only the initial Spanish namespaces
// ship with the entry (initial-resources.ts). Each Spanish namespace is also a file of its own, for the screens that
// wait for a few of them only (screen-namespaces.ts).
import type { BackendModule, ReadCallback } from 'i18next';
import type { Bundle } from './bundles/by-namespace';
import { byNamespace } from './bundles/by-namespace';
import { isLanguage, type Language } from './languages';
import type { Namespace } from './resources';

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

// Each Spanish namespace as a small file of its own too, for the screens that wait for a few (screen-namespaces.ts):
// the query keeps these modules apart from the bundle's (web/build/namespace-files.ts), so the bundle stays one
// file. vite.config.ts names them `es-<namespace>-translations`; only the ones a screen asks for are downloaded.
const spanishNamespaceFiles: Record<string, () => Promise<Record<string, unknown>>> = byNamespace(
  import.meta.glob<Record<string, unknown>>('../../locales/es/*.json', { query: '?namespace-file', import: 'default' }),
);

/** One Spanish namespace, from its own file. */
export function spanishNamespaceFile(namespace: Namespace): Promise<Record<string, unknown>> {
  const file = spanishNamespaceFiles[namespace];
  return file ? file() : Promise.reject(new Error(`No Spanish translations named ${namespace}`));
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
