// Which translations a screen waits for. The entry holds the Spanish namespaces the shell says
// (initial-resources.ts); a screen that declares the others its first paint says (`translations`, app/router.ts)
// waits in Spanish for those alone, each a small file of its own, and the rest of the language arrives in the first
// idle time after it. Any other screen, and every screen in English, waits for every namespace of its language.
import { i18n, loadAllNamespaces } from './i18n';
import { spanishNamespaceFile } from './language-bundles';
import { defaultLanguage } from './languages';
import type { Namespace } from './resources';

export type ScreenNamespaces = readonly Namespace[] | 'every';

/** `screen`: the static data of the matched routes, the screen's last; only the screen's own declaration counts. */
export function namespacesToWaitFor(
  screen: readonly ({ translations?: readonly Namespace[] } | undefined)[],
): ScreenNamespaces {
  const declared = screen.at(-1)?.translations;
  return i18n.language === defaultLanguage && declared ? declared : 'every';
}

/** The namespaces the screen waits for: each declared one from its own file (unless it is there already). */
export async function loadScreenNamespaces(namespaces: ScreenNamespaces): Promise<void> {
  if (namespaces === 'every') return loadAllNamespaces();
  await Promise.all(
    namespaces
      .filter((namespace) => !i18n.hasResourceBundle(defaultLanguage, namespace))
      .map(async (namespace) => {
        const words = await spanishNamespaceFile(namespace);
        // The whole language may have come meanwhile: what is there stays.
        if (!i18n.hasResourceBundle(defaultLanguage, namespace)) {
          i18n.addResourceBundle(defaultLanguage, namespace, words);
        }
      }),
  );
}
