// Types translation keys from the Spanish source files, so t('nav:training.home') is checked at compile time.
import 'i18next';
import type { defaultNamespace } from './languages';
import type { Namespaces } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: Namespaces;
  }
}
