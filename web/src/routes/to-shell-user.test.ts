import type { Persona, SessionUser } from '@api/model';
import { describe, expect, it } from 'vitest';
import { assetUrl } from '../lib/asset-url';
import { toShellUser } from './to-shell-user';

const user: SessionUser = {
  _id: 'f6ce0c3011edc8716fa1ce32',
  kind: 'web',
  username: 'lucia.martin',
  email: 'lucia.martin@correo.example',
  personId: 'f7aca6ba713d68cdfee81c52',
  moduleroles: ['capacitacion:view', 'tablero:view'],
  language: 'es',
  avatar: 'images/avatars/female-01.jpg',
  status: 'busy',
};
const person: Persona = { _id: 'f7aca6ba713d68cdfee81c52', firstName: 'Lucía', lastName: 'Martín Ortega' };

describe('toShellUser', () => {
  it('has a person (avatar and status shown) only once the person is fetched', () => {
    expect(toShellUser(user, undefined).hasPerson).toBe(false);
    const shown = toShellUser(user, person);
    expect(shown).toMatchObject({ hasPerson: true, displayName: 'Lucía Martín Ortega', status: 'busy' });
  });

  it('never has a person for a user without personId', () => {
    expect(toShellUser({ ...user, personId: null }, person).hasPerson).toBe(false);
  });

  it('keeps moduleroles for the navigation filter and roots the avatar path', () => {
    const shown = toShellUser(user, person);
    expect(shown.moduleroles).toEqual(['capacitacion:view', 'tablero:view']);
    expect(shown.avatar).toBe('/images/avatars/female-01.jpg');
  });
});

describe('assetUrl', () => {
  it('leaves absolute paths and URLs alone', () => {
    expect(assetUrl('/a.png')).toBe('/a.png');
    expect(assetUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(assetUrl(null)).toBeUndefined();
  });
});
