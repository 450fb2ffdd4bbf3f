// Interface languages: Spanish is the source and default, English is also offered.
export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'es';
// The namespace of the words every screen shares (`t('key')` without one). Here, not in resources.ts: that module
// imports every locale file, and the entry must not.
export const defaultNamespace = 'common';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
