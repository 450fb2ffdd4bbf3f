// The texts the body itself writes to its users (help centre, notices, activity entries, the personal home's
// cards) address the reader as usted, as the interface does. Mails, chats and messages between colleagues
// keep their tú and are not checked.
import { describe, expect, it } from 'vitest';
import { addressesAsTu } from '../../../tests/helpers/spanish-register.ts';
import { seedActivities } from '../template/activities/seed.ts';
import { seedHelpCenter } from '../template/help-center/seed.ts';
import { seedNotifications } from '../template/notifications/seed.ts';
import { seedDashboards } from './node/dashboards.ts';

const context = { seed: 7, now: new Date('2026-03-01T12:00:00Z') };

/** Every string inside a seeded value. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(texts);
}

describe('texts the body writes to its users', () => {
  it('find tú where it is, and nothing in usted or in nouns and impersonal forms', () => {
    for (const informal of ['Accede con tu usuario', 'Si tienes dudas', 'Recibirás un aviso', 'Escribe aquí', 'a ti'])
      expect(addressesAsTu(informal), informal).toBe(true);
    for (const formal of ['Acceda con su usuario', 'Presente la consulta', 'se comprueba el título', 'Escriba aquí'])
      expect(addressesAsTu(formal), formal).toBe(false);
  });

  it.each([
    ['help centre', () => seedHelpCenter(context)],
    ['notifications', () => seedNotifications(context)],
    ['activities', () => seedActivities(context)],
    ['dashboard cards', () => seedDashboards(context)],
  ])('address the reader as usted: %s', (_area, seed) => {
    const all = texts(seed());
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter(addressesAsTu)).toEqual([]);
  });
});
