// i18next set-up: Spanish by default, the user's last choice remembered, <html lang> kept in step. The entry
// carries only the initial Spanish namespaces; `loadAllNamespaces` (awaited by the root route, but after the screens
// that declare their `translations`, see screen-translations.ts) brings the rest.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredChoice, storeChoice } from '../stored-choice';
import { initialResources } from './initial-resources';
import { languageBundle, languageBundleBackend } from './language-bundles';
import { defaultLanguage, defaultNamespace, isLanguage, languages } from './languages';

const storageKey = 'language';

// The tab's title follows the screen and the language in the shell (use-document-title.ts).
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  storeChoice(storageKey, language);
});

void i18n
  .use(languageBundleBackend)
  .use(initReactI18next)
  .init({
    resources: { [defaultLanguage]: initialResources },
    // The bundled namespaces are used as they are; the backend loads whatever is missing.
    partialBundledLanguages: true,
    lng: readStoredChoice(storageKey, isLanguage) ?? defaultLanguage,
    // Every language has every key (locales.test.ts), so none falls back: an English reader downloads and reads no
    // Spanish translations (15 KiB gzip before the first screen). A language the app does not offer reads Spanish.
    fallbackLng: { ...Object.fromEntries(languages.map((language) => [language, []])), default: [defaultLanguage] },
    supportedLngs: languages,
    defaultNS: defaultNamespace,
    ns: Object.keys(initialResources),
    interpolation: { escapeValue: false },
    returnNull: false,
    // A component re-renders when namespaces arrive: one that says a word of another namespace (`ns:key`) before they
    // did, after a screen that waited for few of them (`translations`), then says it, not its key.
    react: { bindI18nStore: 'added' },
  });

/**
 * Every namespace of the current language (and of the fallback). Registering them all in i18next also makes a
 * language switch load them all before it happens, so no screen suspends on a missing namespace.
 */
export async function loadAllNamespaces(): Promise<void> {
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  await i18n.loadNamespaces(Object.keys(await languageBundle(language)));
}

export { i18n };
