// The user records behind each user kind, and the session view of them.
import { USER_COLLECTIONS } from '../../auth/user-records.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { OperationContext, UserKind } from '../../contract/handler.ts';
import type { Collection, StoredRecord } from '../../store/collection.ts';

export function usersOf(context: OperationContext, kind: UserKind): Collection {
  const users = context.state.node[USER_COLLECTIONS[kind]];
  if (users === undefined) throw new ApiError(500, 'INTERNAL_ERROR', `No ${USER_COLLECTIONS[kind]} collection`);
  return users;
}

export function userKindParam(context: OperationContext): UserKind {
  return context.params.userKind === 'admin' ? 'admin' : 'web';
}

const sameText = (left: unknown, right: string) =>
  typeof left === 'string' && left.toLowerCase() === right.toLowerCase();

export function findByLogin(users: Collection, login: string): Readonly<StoredRecord> | undefined {
  for (const user of users.values()) {
    if (sameText(user.username, login) || sameText(user.email, login)) return user;
  }
  return undefined;
}

export function toSessionUser(kind: UserKind, user: Readonly<StoredRecord>) {
  return {
    _id: user._id,
    kind,
    username: String(user.username),
    email: String(user.email),
    personId: typeof user.personId === 'string' ? user.personId : null,
    avatar: typeof user.avatar === 'string' ? user.avatar : null,
    ...(typeof user.status === 'string' ? { status: user.status } : {}),
    moduleroles: Array.isArray(user.moduleroles) ? (user.moduleroles as string[]) : [],
    language: user.language === 'en' ? 'en' : 'es',
  };
}

/** The signed-in user of the kind in the path; the token must be of that kind. */
export function currentUser(context: OperationContext): Readonly<StoredRecord> {
  const kind = userKindParam(context);
  const session = context.auth;
  if (session === undefined) throw new ApiError(401, 'UNAUTHORIZED', 'A bearer token is required', 'authorization');
  if (session.kind !== kind) {
    throw new ApiError(
      403,
      'WRONG_USER_KIND',
      `This is a ${session.kind} token; the path asks for ${kind}`,
      'userKind',
    );
  }
  const user = usersOf(context, kind).peek(session.sub);
  if (user === undefined)
    throw new ApiError(401, 'TOKEN_INVALID', 'The user of this token no longer exists', 'authorization');
  return user;
}
