// Every Spanish namespace in one chunk, loaded with the first screen; the entry already holds the initial ones.
import { byNamespace } from './by-namespace';

export const namespaces = byNamespace(
  import.meta.glob<Record<string, unknown>>('../../../locales/es/*.json', { eager: true, import: 'default' }),
);
