// Every Spanish namespace in one chunk, loaded with the first screen; the entry already holds the initial ones, and
// those a first screen waits for alone are files of their own (language-bundles.ts names the same ones).
import { byNamespace } from './by-namespace';

export const namespaces = byNamespace(
  import.meta.glob<Record<string, unknown>>(
    ['../../../locales/es/*.json', '!../../../locales/es/{welcome,backoffice,space,auth}.json'],
    { eager: true, import: 'default' },
  ),
);
