import type { DashboardCard } from '@api/model';
import { describe, expect, it } from 'vitest';
import { backofficeCards, cardPath } from './backoffice-cards';

const card = (over: Partial<DashboardCard>): DashboardCard => ({
  _id: over.module ?? 'x',
  title: 'T',
  icon: 'heroicons_outline:home',
  route: 'r',
  module: 'm',
  role: 'view',
  audience: 'admin',
  order: 1,
  ...over,
});

describe('backofficeCards', () => {
  it('keeps the admin cards of the modules the user holds, with any role, in card order', () => {
    const cards = [
      card({ module: 'agenda', order: 7 }),
      card({ module: 'riesgos', role: 'analyst', order: 5 }),
      card({ module: 'audittrail', order: 8 }),
    ];
    const shown = backofficeCards(cards, ['riesgos:admin', 'agenda:view']);
    expect(shown.map((c) => c.module)).toEqual(['riesgos', 'agenda']);
  });

  it('never shows personal-space cards, even of a held module', () => {
    expect(backofficeCards([card({ module: 'tablero', audience: 'web' })], ['tablero:admin'])).toEqual([]);
  });

  it('shows nothing to a user without module roles', () => {
    expect(backofficeCards([card({ module: 'agenda' })], [])).toEqual([]);
  });
});

describe('cardPath', () => {
  it('makes the route absolute and fills in the person', () => {
    expect(cardPath('gestion', null)).toBe('/gestion');
    expect(cardPath('persona/perfil/editar/{personId}', 'abc')).toBe('/persona/perfil/editar/abc');
  });
});
