// Which dashboard cards a staff member sees: back-office cards (audience admin) of the modules they hold,
// in the cards' own order. The module part decides (seed 000, section 6); a card's role is the usual
// permission, and a staff member holding the module with any role opens its screen.
import type { DashboardCard } from '@api/model';
import { holdsCondition } from '../../../components/navigation/filter-navigation';

export function backofficeCards(cards: readonly DashboardCard[], moduleroles: readonly string[]): DashboardCard[] {
  return cards
    .filter((card) => card.audience === 'admin' && holdsCondition(card.module, moduleroles))
    .sort((a, b) => a.order - b.order);
}

/** The app path a card opens ("riesgos" → "/riesgos"); `{personId}` is the user's person. */
export function cardPath(route: string, personId: string | null | undefined): string {
  const path = route.replace('{personId}', personId ?? '');
  return path.startsWith('/') ? path : `/${path}`;
}
