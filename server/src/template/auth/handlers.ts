// `api/auth/*` of the template: sign-in against the demo account, real JWTs, always-true stubs.
import { equalSecrets } from '../../auth/passwords.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { HandlerMap, OperationContext } from '../../contract/handler.ts';
import { TEMPLATE_DEMO_USER } from '../user/demo-user.ts';

interface Credentials {
  email: string;
  password: string;
}

function session({ state, services }: OperationContext) {
  return { user: structuredClone(state.template.user), accessToken: services.signTemplateToken(), tokenType: 'bearer' };
}

/** Literal, case-sensitive comparison with the current user's email (it follows PATCH user) and the demo password (constant time). */
function signIn(context: OperationContext) {
  const { email, password } = context.body as Credentials;
  const passwordMatches = equalSecrets(password, TEMPLATE_DEMO_USER.password);
  if (email !== context.state.template.user.email || !passwordMatches) {
    throw new ApiError(404, 'INVALID_CREDENTIALS', 'Wrong email or password');
  }
  return session(context);
}

export const authHandlers: HandlerMap = {
  authSignIn: signIn,
  authUnlockSession: signIn,
  authSignInWithToken: (context) => {
    const { accessToken } = context.body as { accessToken: string };
    if (context.services.verifyTemplateToken(accessToken)) return session(context);
    // The template answers `401 {error: 'Invalid token'}`; our Error body keeps that `error` text.
    const message = 'The access token is malformed, tampered with or expired';
    throw new ApiError(401, 'TOKEN_INVALID', message, 'accessToken', 'Invalid token');
  },
  authSignUp: () => true,
  authForgotPassword: () => true,
  authResetPassword: () => true,
};
