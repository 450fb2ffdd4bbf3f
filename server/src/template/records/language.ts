// The language of a template answer: `?lang=` wins, then the first es/en tag of Accept-Language, else Spanish.
import type { QueryOf } from '../../contract/operation-types.ts';

/** The languages the contract's `lang` parameter names. */
export type Language = NonNullable<QueryOf<'navigationGet'>['lang']>;

export function requestLanguage(query: Record<string, unknown>, headers: Record<string, unknown>): Language {
  if (query.lang === 'en' || query.lang === 'es') return query.lang;
  const header = headers['accept-language'];
  if (typeof header !== 'string') return 'es';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { primary: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && (entry.primary === 'es' || entry.primary === 'en'))
    // Highest q first; equal q keeps the order the client listed.
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.primary === 'en' ? 'en' : 'es';
}
