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

// The namespaces that screens wait for on their own (routes/first-screen-translations.ts; a unit test keeps the two
// lists in step). The language's bundle imports them from these files (vite.config.ts names them
// `es-<namespace>-translations`): the glob is literal, and a file for each namespace would make the bundle one file each.
const spanishNamespaceFiles: Record<string, () => Promise<Record<string, unknown>>> = byNamespace(
  import.meta.glob<Record<string, unknown>>('../../locales/es/{auth,backoffice,welcome}.json', { import: 'default' }),
);

/** The namespaces that have a file of their own. */
export const spanishNamespacesAlone = Object.keys(spanishNamespaceFiles);

/** One Spanish namespace, from its own file (else from the whole bundle). */
export function spanishNamespaceFile(namespace: Namespace): Promise<Record<string, unknown>> {
  const file = spanishNamespaceFiles[namespace];
  return file ? file() : languageBundle('es').then((bundle) => bundle[namespace] ?? {});
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
