import { describe, expect, it } from 'vitest';
import { redirectSignedInDecision, requireSessionDecision } from './guards';

const origin = 'https://control.example';

describe('requireSessionDecision', () => {
  it('lets a signed-in user through', () => {
    expect(requireSessionDecision('admin', true, '/dashboards')).toEqual({ kind: 'allow' });
    expect(requireSessionDecision('web', true, '/espacio/persona')).toEqual({ kind: 'allow' });
  });

  it('sends a visitor of a back-office route to /sign-in', () => {
    expect(requireSessionDecision('admin', false, '/dashboards?layout=dense')).toEqual({
      kind: 'redirect',
      href: '/sign-in',
    });
  });

  it('sends a visitor of a personal route to web sign-in, remembering where to come back', () => {
    const decision = requireSessionDecision('web', false, '/espacio/persona/tablero?x=1');
    expect(decision).toEqual({
      kind: 'redirect',
      href: '/web/ingresar?redirectURL=%2Fespacio%2Fpersona%2Ftablero%3Fx%3D1',
    });
  });
});

describe('redirectSignedInDecision', () => {
  it('shows the sign-in screens to visitors', () => {
    expect(redirectSignedInDecision('admin', false, undefined, origin)).toEqual({ kind: 'allow' });
    expect(redirectSignedInDecision('web', false, '/x', origin)).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in admin to welcome/home', () => {
    expect(redirectSignedInDecision('admin', true, undefined, origin)).toEqual({
      kind: 'redirect',
      href: '/welcome/home',
    });
  });

  it('sends a signed-in web user to redirectURL or the personal home', () => {
    expect(redirectSignedInDecision('web', true, '/espacio/capacitacion', origin)).toEqual({
      kind: 'redirect',
      href: '/espacio/capacitacion',
    });
    expect(redirectSignedInDecision('web', true, undefined, origin)).toEqual({
      kind: 'redirect',
      href: '/espacio/persona',
    });
  });
});
