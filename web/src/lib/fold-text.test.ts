import { describe, expect, it } from 'vitest';
import { foldText, holdsSearch } from './fold-text';

describe('foldText', () => {
  it('drops accents and case (ñ reads as n)', () => {
    expect(foldText('Auditoría PÚBLICA')).toBe('auditoria publica');
    expect(foldText('Señalización')).toBe('senalizacion');
  });
});

describe('holdsSearch', () => {
  it('finds typed text in any case, with or without accents, around spaces', () => {
    expect(holdsSearch('Evaluaciones de riesgo', ' RIESGO ')).toBe(true);
    expect(holdsSearch('Auditoría', 'auditoria')).toBe(true);
    expect(holdsSearch('Costes', 'cóst')).toBe(true);
    expect(holdsSearch('Costes', 'coste s')).toBe(false);
  });

  it('holds an empty search in every text', () => {
    expect(holdsSearch('Agenda', '   ')).toBe(true);
  });
});
