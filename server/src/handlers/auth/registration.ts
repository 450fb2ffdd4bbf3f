// Sign-up and forgotten password of both user kinds. A sign-up is in the audit trail as the new account's creation of
// its person and itself.
import { hashPassword } from '../../auth/passwords.ts';
import { writeAuditEntry } from '../../collections/change-log.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { HandlerMap } from '../../contract/handler.ts';
import type { Collection } from '../../store/collection.ts';
import { findByLogin, toSessionUser, userKindParam, usersOf } from './users.ts';

interface SignUp {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language?: 'es' | 'en';
}

function assertFree(users: Collection, request: SignUp): void {
  for (const field of ['username', 'email'] as const) {
    if (findByLogin(users, request[field]) !== undefined) {
      throw new ApiError(409, 'CONFLICT', `That ${field} is already registered`, field);
    }
  }
}

export const registrationHandlers: HandlerMap = {
  signUp: async (context) => {
    const kind = userKindParam(context);
    const request = context.body as SignUp;
    const users = usersOf(context, kind);
    assertFree(users, request);
    const passwordHash = await hashPassword(request.password);
    // Checked again after the wait: the same name may have been registered meanwhile.
    assertFree(users, request);
    const now = context.services.timestamp();
    const timestamps = { createdAt: now, updatedAt: now };
    const personas = context.state.node.personas;
    const person = personas?.insert({
      _id: context.services.newId(),
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      ...timestamps,
    });
    const common = {
      _id: context.services.newId(),
      personId: person?._id,
      username: request.username,
      email: request.email,
      password: passwordHash,
      language: request.language ?? 'es',
      ...timestamps,
    };
    const user =
      kind === 'web'
        ? users.insert({
            ...common,
            status: 'online',
            moduleroles: ['capacitacion:view'],
            userProfile: { registered: true, emailVerified: false, completed: false, registeredAt: now },
          })
        : users.insert({
            ...common,
            firstName: request.firstName,
            lastName: request.lastName,
            status: 'pending',
            // The least role and no module's permission: an administrator grants what the account needs. A staff
            // account has at least one role (the contract's `minItems`); it had none, and answered out of contract.
            roles: ['viewer'],
            moduleroles: [],
          });
    const created = (collection: string, entityId: string) =>
      writeAuditEntry(context, { actorId: user._id, actorKind: kind, action: 'create', collection, entityId });
    if (person !== undefined) created('personas', person._id);
    created(kind === 'web' ? 'webusers' : 'usuarios', user._id);
    return { user: toSessionUser(kind, user), message: 'Usuario creado con éxito' };
  },

  forgotPassword: () => ({ accepted: true }),
};
