// The personal home's service cards (seed 000, section 2): at most four, to the routes the product gives.
// The board and procedures cards need the tablero and workflow modules among the user's moduleroles (the
// module is the part before ':'); the training and profile cards always show.
import { holdsCondition } from '../../components/navigation/filter-navigation';

export type PersonHomeCardId = 'trainings' | 'boards' | 'procedures' | 'profile';

export type PersonHomeCardTarget =
  | { to: '/espacio/capacitacion/persona/$personId'; params: { personId: string } }
  | { to: '/espacio/persona/tablero' }
  | { to: '/workflow/web/mistramites/inicio' }
  | { to: '/persona/perfil/editar/$personId'; params: { personId: string } };

export interface PersonHomeCard {
  id: PersonHomeCardId;
  target: PersonHomeCardTarget;
}

/** The dashboard shows at most four cards (seed 000, section 9). */
export const maxPersonHomeCards = 4;

interface CardRule {
  id: PersonHomeCardId;
  /** Module the user must hold; none means the card always shows. */
  module?: string;
  target: (personId: string) => PersonHomeCardTarget;
}

const cardRules: readonly CardRule[] = [
  { id: 'trainings', target: (personId) => ({ to: '/espacio/capacitacion/persona/$personId', params: { personId } }) },
  { id: 'boards', module: 'tablero', target: () => ({ to: '/espacio/persona/tablero' }) },
  { id: 'procedures', module: 'workflow', target: () => ({ to: '/workflow/web/mistramites/inicio' }) },
  { id: 'profile', target: (personId) => ({ to: '/persona/perfil/editar/$personId', params: { personId } }) },
];

export function personHomeCards(moduleroles: readonly string[], personId: string): PersonHomeCard[] {
  return cardRules
    .filter((rule) => rule.module === undefined || holdsCondition(rule.module, moduleroles))
    .slice(0, maxPersonHomeCards)
    .map((rule) => ({ id: rule.id, target: rule.target(personId) }));
}

/** The address a card leads to, for people and tests: the route with the person id filled in. */
export function cardHref(target: PersonHomeCardTarget): string {
  return 'params' in target ? target.to.replace('$personId', encodeURIComponent(target.params.personId)) : target.to;
}
