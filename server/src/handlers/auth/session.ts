// Sign-in, current user, authentication check and sign-out of both user kinds.

import { verifyPassword } from '../../auth/passwords.ts';
import { GUEST_USERNAME } from '../../auth/user-records.ts';
import { writeAuditEntry } from '../../collections/change-log.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { HandlerMap } from '../../contract/handler.ts';
import { currentUser, findByLogin, toSessionUser, userKindParam, usersOf } from './users.ts';

interface Credentials {
  username: string;
  password: string;
}

export const sessionHandlers: HandlerMap = {
  login: async (context) => {
    const kind = userKindParam(context);
    const { username, password } = context.body as Credentials;
    const users = usersOf(context, kind);
    const user = findByLogin(users, username);
    // Always one scrypt comparison, user or not: the answer time does not tell which names exist.
    const matches = await verifyPassword(password, user?.password);
    // A failed attempt on an existing account is the account's (an unknown name has no one to name); the shared guest's
    // sign-ins are not logged, whichever way it signs in.
    const logged = user !== undefined && user.username !== GUEST_USERNAME;
    if (logged && (!matches || (kind === 'admin' && user.status !== 'active'))) {
      writeAuditEntry(context, { actorId: user._id, actorKind: kind, action: 'login-failed' });
    }
    if (!matches || user === undefined) {
      throw new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong user name or password', 'username');
    }
    if (kind === 'admin' && user.status !== 'active') {
      throw new ApiError(
        403,
        'FORBIDDEN',
        `The account is ${String(user.status)}; an administrator must activate it`,
        'username',
      );
    }
    if (kind === 'admin') users.merge(user._id, { lastLoginAt: context.services.timestamp() });
    if (logged) writeAuditEntry(context, { actorId: user._id, actorKind: kind, action: 'login' });
    const sid = context.services.newUuid();
    const session = { sub: user._id, username: String(user.username), sid };
    const accessToken = context.services.signToken(kind, session, context.namespace);
    return {
      accessToken,
      tokenType: 'Bearer',
      expiresIn: context.services.tokenTtlSeconds,
      sid,
      user: toSessionUser(kind, user),
    };
  },

  loginAsGuest: (context) => {
    const guest = findByLogin(usersOf(context, 'web'), GUEST_USERNAME);
    if (guest === undefined) throw new ApiError(500, 'INTERNAL_ERROR', 'The guest web user is missing from the state');
    const sid = context.services.newUuid();
    const session = { sub: guest._id, username: GUEST_USERNAME, sid };
    const accessToken = context.services.signToken('web', session, context.namespace);
    return {
      accessToken,
      tokenType: 'Bearer',
      expiresIn: context.services.tokenTtlSeconds,
      sid,
      user: toSessionUser('web', guest),
    };
  },

  getCurrentUser: (context) => toSessionUser(userKindParam(context), currentUser(context)),

  checkAuthentication: (context) => {
    const kind = userKindParam(context);
    const session = context.auth;
    const user = session?.kind === kind ? usersOf(context, kind).peek(session.sub) : undefined;
    // A positive check renews the session (see AuthCheck): how a client keeps someone signed in when asked to.
    const accessToken = user === undefined || session === undefined ? undefined : context.services.renewToken(session);
    return user === undefined || accessToken === undefined
      ? { isAuthenticated: false, user: null }
      : {
          isAuthenticated: true,
          user: toSessionUser(kind, user),
          accessToken,
          expiresIn: context.services.tokenTtlSeconds,
        };
  },

  getRegistrationStatus: (context) => {
    const user = currentUser({ ...context, params: { ...context.params, userKind: 'web' } });
    const profile = (user.userProfile as object | undefined) ?? {
      registered: true,
      emailVerified: false,
      completed: false,
    };
    return { user: { _id: user._id, userProfile: profile } };
  },

  /** Ends the session everywhere. Only its owner (any of their tokens) or staff may; an ended or unknown sid is a no-op. */
  logout: (context) => {
    const sid = String(context.query.sid);
    const session = context.services.liveSession(sid);
    if (session !== undefined) {
      const caller = context.auth;
      const owns = caller?.kind === session.kind && caller.sub === session.sub;
      if (!owns && caller?.kind !== 'admin') {
        throw new ApiError(403, 'FORBIDDEN', 'Only the owner of a session, or staff, can sign it out', 'sid');
      }
      context.services.endSession(sid);
      // The shared guest's sessions are not logged (nor are its sign-ins); staff ending someone else's session act on
      // that account, which the entry names.
      if (caller !== undefined && caller.username !== GUEST_USERNAME) {
        writeAuditEntry(context, {
          actorId: caller.sub,
          actorKind: caller.kind,
          action: 'logout',
          ...(owns ? {} : { collection: session.kind === 'admin' ? 'usuarios' : 'webusers', entityId: session.sub }),
        });
      }
    }
    return { signedOut: true, sid };
  },
};
