import { describe, expect, it } from 'vitest';
import { trainingRequest } from './training-access';

describe('trainingRequest', () => {
  it('uses the web session of a signed-in user, never the guest token', () => {
    expect(trainingRequest(true, 'guest-token')).toEqual({ userKind: 'web' });
  });

  it('sends the guest token for a visitor', () => {
    expect(trainingRequest(false, 'guest-token')).toEqual({
      userKind: 'web',
      headers: { Authorization: 'Bearer guest-token' },
    });
  });

  it('sends no token while the guest token is unknown', () => {
    expect(trainingRequest(false, undefined)).toEqual({ userKind: 'web' });
  });
});
