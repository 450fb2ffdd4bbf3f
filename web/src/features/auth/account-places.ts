// Where each user kind's account screens sit: staff's fill the empty layout's page, web users' sit inside the
// training layout; each kind signs in at its own address. One map, so that each account screen is one
// component for both kinds.
import type { UserKind } from '@http-client';
import { adminSignInPath, webSignInPath } from '../../lib/auth/redirects';

export const ACCOUNT_PLACES = {
  admin: { signInPath: adminSignInPath, placement: 'page', signUpTexts: 'signUp' },
  web: { signInPath: webSignInPath, placement: 'inline', signUpTexts: 'webSignUp' },
} as const satisfies Record<
  UserKind,
  { signInPath: string; placement: 'page' | 'inline'; signUpTexts: 'signUp' | 'webSignUp' }
>;
