// Which translations a screen waits for. The entry holds the Spanish namespaces the shell says
// (initial-resources.ts); a screen that declares the others its first paint says (`translations`, app/router.ts)
// waits in Spanish for those alone (language-bundles.ts gives them files of their own), and the rest of the language
// arrives in the first idle time after it (app.tsx). Any other screen, and every screen in English, waits for every
// namespace of its language.
import { i18n, loadAllNamespaces } from './i18n';
import { defaultLanguage } from './languages';
import type { Namespace } from './resources';

export type ScreenTranslations = readonly Namespace[] | 'every';

/** `screen`: the static data of the matched routes, the screen's last; only the screen's own declaration counts. */
export function translationsToWaitFor(
  screen: readonly ({ translations?: readonly Namespace[] } | undefined)[],
): ScreenTranslations {
  const declared = screen.at(-1)?.translations;
  return i18n.language === defaultLanguage && declared ? declared : 'every';
}

/** Loads what the screen waits for, through i18next's backend (a namespace already there is not asked for again). */
export async function loadScreenTranslations(translations: ScreenTranslations): Promise<void> {
  if (translations === 'every') return loadAllNamespaces();
  if (translations.length > 0) await i18n.loadNamespaces([...translations]);
}
