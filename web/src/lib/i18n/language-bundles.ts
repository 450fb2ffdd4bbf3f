// Loads translations by language: each language's namespaces are one lazy chunk
// (bundles/<language>-translations.ts), read by i18next through this backend. Only the initial Spanish namespaces
// ship with the entry (initial-resources.ts); the Spanish namespaces a first screen waits for beyond them (a route's
// `translations`, app/router.ts) are small files of their own, so that screen waits for them alone.
import type { BackendModule, ReadCallback } from 'i18next';
import { type Bundle, byNamespace } from './bundles/by-namespace';
import { defaultLanguage, isLanguage, type Language } from './languages';

type Words = Record<string, unknown>;

const importers: Record<Language, () => Promise<{ namespaces: Bundle }>> = {
  es: () => import('./bundles/es-translations'),
  en: () => import('./bundles/en-translations'),
};

/** The Spanish namespaces with files of their own: bundles/es-translations.ts leaves out the same names. */
const spanishFiles = byNamespace(
  import.meta.glob<Words>('../../locales/es/{welcome,backoffice,space,auth}.json', { import: 'default' }),
);

/** The names of the Spanish namespaces that have files of their own (a unit test holds the bundle to the rest). */
export const spanishNamespacesOnTheirOwn: readonly string[] = Object.keys(spanishFiles);

const loaded = new Map<Language, Promise<Bundle>>();

/** The language's namespaces (in Spanish, those with files of their own too); each chunk is fetched once. */
export function languageBundle(language: Language): Promise<Bundle> {
  let bundle = loaded.get(language);
  if (!bundle) {
    bundle = importers[language]().then(async ({ namespaces }) =>
      language === defaultLanguage ? { ...namespaces, ...(await ownFiles()) } : namespaces,
    );
    // A failed download (offline) may be retried on the next call.
    bundle.catch(() => loaded.delete(language));
    loaded.set(language, bundle);
  }
  return bundle;
}

async function ownFiles(): Promise<Bundle> {
  const entries = Object.entries(spanishFiles);
  return Object.fromEntries(await Promise.all(entries.map(async ([name, read]) => [name, await read()] as const)));
}

/** A Spanish namespace with a file of its own comes from it alone; any other from its language's bundle. */
function readNamespace(language: Language, namespace: string): Promise<Words> {
  const ownFile = language === defaultLanguage ? spanishFiles[namespace] : undefined;
  return ownFile ? ownFile() : languageBundle(language).then((bundle) => bundle[namespace] ?? {});
}

export const languageBundleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isLanguage(language)) {
      callback(new Error(`No translations for ${language}`), false);
      return;
    }
    readNamespace(language, namespace).then(
      (words) => callback(null, words),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
