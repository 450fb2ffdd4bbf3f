import { describe, expect, it } from 'vitest';
import { cardHref, maxPersonHomeCards, personHomeCards } from './person-home-cards';

const personId = 'f7aca6ba713d68cdfee81c52';
const ids = (moduleroles: string[]) => personHomeCards(moduleroles, personId).map((card) => card.id);

describe('personHomeCards', () => {
  it('shows all four cards to a user with the tablero and workflow modules (Lucía)', () => {
    expect(ids(['capacitacion:view', 'tablero:view', 'workflow:user'])).toEqual([
      'trainings',
      'boards',
      'procedures',
      'profile',
    ]);
  });

  it('always shows the training and profile cards, even without any module role (Pablo, a new user)', () => {
    expect(ids(['capacitacion:view'])).toEqual(['trainings', 'profile']);
    expect(ids([])).toEqual(['trainings', 'profile']);
  });

  it('decides by the module part: any role of the module counts, a bare module name too', () => {
    expect(ids(['tablero:admin'])).toEqual(['trainings', 'boards', 'profile']);
    expect(ids(['workflow'])).toEqual(['trainings', 'procedures', 'profile']);
  });

  it('is not fooled by roles that only look alike', () => {
    expect(ids(['capacitacion:tablero', 'tableros:view', 'workflowx:user', 'view:workflow'])).toEqual([
      'trainings',
      'profile',
    ]);
  });

  it('never shows more than four cards', () => {
    const many = ['tablero:view', 'workflow:user', 'capacitacion:view', 'persona:edit', 'riesgos:analyst'];
    expect(personHomeCards(many, personId)).toHaveLength(maxPersonHomeCards);
  });

  it('leads to the routes of the product, with the person id filled in', () => {
    const hrefs = personHomeCards(['tablero:view', 'workflow:user'], personId).map((card) => cardHref(card.target));
    expect(hrefs).toEqual([
      `/espacio/capacitacion/persona/${personId}`,
      '/espacio/persona/tablero',
      '/workflow/web/mistramites/inicio',
      `/persona/perfil/editar/${personId}`,
    ]);
  });
});
