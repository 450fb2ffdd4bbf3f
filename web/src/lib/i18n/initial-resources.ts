// The Spanish namespaces the shell and the training space render with: part of the entry, so their first paint waits
// for no translation download. A screen waits for the others it says (screen-namespaces.ts); English loads as a whole
// (language-bundles.ts).
import { byNamespace } from './bundles/by-namespace';

export const initialResources = byNamespace(
  import.meta.glob<Record<string, unknown>>('../../locales/es/{common,layout,nav,space,chat,person}.json', {
    eager: true,
    import: 'default',
  }),
);
