import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language.ts';

describe('requestLanguage', () => {
  it('defaults to Spanish', () => {
    expect(requestLanguage({}, {})).toBe('es');
    expect(requestLanguage({}, { 'accept-language': 'fr-FR,de;q=0.8' })).toBe('es');
  });

  it('uses the preferred of es/en in Accept-Language', () => {
    expect(requestLanguage({}, { 'accept-language': 'en-GB,en;q=0.9' })).toBe('en');
    expect(requestLanguage({}, { 'accept-language': 'fr,en;q=0.8,es;q=0.9' })).toBe('es');
    expect(requestLanguage({}, { 'accept-language': 'es;q=0.1, en;q=0.5' })).toBe('en');
    expect(requestLanguage({}, { 'accept-language': 'en;q=0, es' })).toBe('es');
  });

  it('lets ?lang win over the header', () => {
    expect(requestLanguage({ lang: 'es' }, { 'accept-language': 'en' })).toBe('es');
    expect(requestLanguage({ lang: 'en' }, { 'accept-language': 'es' })).toBe('en');
  });
});
