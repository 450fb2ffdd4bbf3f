// Whether a screen waits for its language's namespaces beyond the entry's: the screens flagged `entryTranslations`
// (app/router.ts) say everything with the entry's Spanish ones, so in Spanish they do not wait.
import { i18n } from './i18n';
import { defaultLanguage } from './languages';

/** `screen`: the static data of the matched routes, the screen's last. */
export function waitsForEveryNamespace(screen: readonly ({ entryTranslations?: true } | undefined)[]): boolean {
  return i18n.language !== defaultLanguage || screen.at(-1)?.entryTranslations !== true;
}
