// i18next set-up: Spanish by default, the user's last choice remembered, <html lang> kept in step.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredChoice, storeChoice } from '../stored-choice';
import { defaultLanguage, isLanguage, languages } from './languages';
import { defaultNamespace, resources } from './resources';

const storageKey = 'language';

// The tab's title follows the screen and the language in the shell (use-document-title.ts).
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  storeChoice(storageKey, language);
});

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredChoice(storageKey, isLanguage) ?? defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  defaultNS: defaultNamespace,
  ns: Object.keys(resources.es),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
