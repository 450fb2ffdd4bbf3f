import { describe, expect, it } from 'vitest';
import { homeFor } from './home-for';

describe('homeFor', () => {
  it('sends a signed-in web user to the personal space, never to the staff sign-in', () => {
    expect(homeFor('/no-such-page', { admin: false, web: true })).toBe('/espacio/persona');
    expect(homeFor('/espacio/nada', { admin: false, web: true })).toBe('/espacio/persona');
  });

  it('sends staff to the back-office home', () => {
    expect(homeFor('/no-such-page', { admin: true, web: false })).toBe('/welcome/home');
  });

  it('with both sessions, follows the area of the address', () => {
    expect(homeFor('/espacio/nada', { admin: true, web: true })).toBe('/espacio/persona');
    expect(homeFor('/gestion/nada', { admin: true, web: true })).toBe('/welcome/home');
  });

  it('sends visitors to the training space from web addresses and to the staff sign-in otherwise', () => {
    expect(homeFor('/web/nada', { admin: false, web: false })).toBe('/espacio');
    expect(homeFor('/gestion/nada', { admin: false, web: false })).toBe('/sign-in');
  });
});
