import { describe, expect, it } from 'vitest';
import { mySpaceTarget } from './my-space-target';

describe('mySpaceTarget', () => {
  it('leads a user with a person to the personal space', () => {
    expect(mySpaceTarget({ personId: '64a1f0c2e4b0a1b2c3d4e5f6' })).toBe('/espacio/persona');
  });

  it('leads a user without a person to the web sign-in', () => {
    expect(mySpaceTarget({ personId: null })).toBe('/web/ingresar');
  });

  it('leads a visitor who is not signed in to the web sign-in', () => {
    expect(mySpaceTarget(null)).toBe('/web/ingresar');
  });
});
