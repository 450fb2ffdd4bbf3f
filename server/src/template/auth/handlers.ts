// `api/auth/*` of the template: sign-in against the demo account, real JWTs, always-true stubs.
import { equalSecrets } from '../../auth/passwords.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { OperationContext } from '../../contract/handler.ts';
import type { OkBody } from '../../contract/operation-types.ts';
import { type TypedContext, typedHandlers } from '../contract-types.ts';
import { TEMPLATE_DEMO_USER } from '../user/demo-user.ts';

function session({ state, services }: Pick<OperationContext, 'state' | 'services'>): OkBody<'authSignIn'> {
  return { user: structuredClone(state.template.user), accessToken: services.signTemplateToken(), tokenType: 'bearer' };
}

/** Literal, case-sensitive comparison with the current user's email (it follows PATCH user) and the demo password (constant time). */
function signIn(context: TypedContext<'authSignIn' | 'authUnlockSession'>) {
  const { email, password } = context.body;
  const passwordMatches = equalSecrets(password, TEMPLATE_DEMO_USER.password);
  if (email !== context.state.template.user.email || !passwordMatches) {
    throw new ApiError(404, 'INVALID_CREDENTIALS', 'Wrong email or password');
  }
  return session(context);
}

export const authHandlers = typedHandlers({
  authSignIn: signIn,
  authUnlockSession: signIn,
  authSignInWithToken: (context) => {
    const { accessToken } = context.body;
    if (context.services.verifyTemplateToken(accessToken)) return session(context);
    // The template answers `401 {error: 'Invalid token'}`; our Error body keeps that `error` text.
    const message = 'The access token is malformed, tampered with or expired';
    throw new ApiError(401, 'TOKEN_INVALID', message, 'accessToken', 'Invalid token');
  },
  authSignUp: () => true,
  authForgotPassword: () => true,
  authResetPassword: () => true,
});
