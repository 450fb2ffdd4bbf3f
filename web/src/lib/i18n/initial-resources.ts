// The Spanish namespaces the shells render with (the staff home's frame, the training and personal spaces'): part of
// the entry, so a first paint waits for no download of them. A first screen's own words are a small file it waits
// for alone (routes/first-screen-translations.ts); every other namespace, and English, load by language
// (language-bundles.ts).
import { byNamespace } from './bundles/by-namespace';

export const initialResources = byNamespace(
  import.meta.glob<Record<string, unknown>>('../../locales/es/{common,layout,nav,chat,person}.json', {
    eager: true,
    import: 'default',
  }),
);
