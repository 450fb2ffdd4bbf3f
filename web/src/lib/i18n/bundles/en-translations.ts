// Every English namespace in one chunk, loaded only when English is the language.
import { byNamespace } from './by-namespace';

export const namespaces = byNamespace(
  import.meta.glob<Record<string, unknown>>('../../../locales/en/*.json', { eager: true, import: 'default' }),
);
