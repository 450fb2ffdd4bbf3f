// Interface languages: Spanish is the source and default, English is also offered.
export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The namespace a key without one is looked up in. (Here, not in resources.ts, which imports every locale file: the
 * entry imports this module.) */
export const defaultNamespace = 'common';
