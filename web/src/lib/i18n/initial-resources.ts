// The Spanish namespaces the shell and the first screens (training space, sign-in, staff home frame) render
// with: part of the entry, so the first paint waits for no translation download. Every other namespace, and
// English, load by language (language-bundles.ts).
import { byNamespace } from './bundles/by-namespace';

export const initialResources = byNamespace(
  import.meta.glob<Record<string, unknown>>('../../locales/es/{common,layout,nav,space,chat,auth,person}.json', {
    eager: true,
    import: 'default',
  }),
);
