// Web-user calls beyond the generic collection: presence status and the user's person. Their writes are in the audit
// trail as the generic ones are.

import { logUpdate } from '../../collections/change-log.ts';
import { assertVersion, nextVersion } from '../../collections/entity-tag.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { HandlerMap } from '../../contract/handler.ts';
import { assertOwnWebuser, collection, notFoundIn } from './shared.ts';

/** What the audit trail needs of the web users' collection: its name, and that a password's value is never kept. */
const WEBUSERS = { name: 'webusers', writeOnly: ['password'] };

export const peopleHandlers: HandlerMap = {
  updateWebuserStatus: (context) => {
    const id = String(context.params.id);
    assertOwnWebuser(context, id);
    const { status } = context.body as { status: string };
    const webusers = collection(context, 'webusers');
    const current = webusers.peek(id);
    if (current === undefined) throw notFoundIn('Webuser', id);
    const updated = webusers.merge(id, {
      status,
      updatedAt: nextVersion(context.services.timestamp(), current.updatedAt),
    });
    if (updated === undefined) throw notFoundIn('Webuser', id);
    logUpdate(context, WEBUSERS, current, { status });
    delete updated.password;
    return updated;
  },

  updateWebuserProfile: (context) => {
    const id = String(context.params.id);
    assertOwnWebuser(context, id);
    const changes = context.body as { email?: string };
    const webusers = collection(context, 'webusers');
    const current = webusers.peek(id);
    if (current === undefined) throw notFoundIn('Webuser', id);
    // The profile screen saves on condition of the version it shows: staff may have changed the record meanwhile.
    assertVersion(context.headers['if-match'], 'Webuser', current.updatedAt);
    const email = changes.email?.toLowerCase();
    if (
      email !== undefined &&
      [...webusers.values()].some((user) => user._id !== id && String(user.email).toLowerCase() === email)
    ) {
      throw new ApiError(409, 'CONFLICT', 'That e-mail belongs to another web user', 'email');
    }
    const updated = webusers.merge(id, {
      ...changes,
      updatedAt: nextVersion(context.services.timestamp(), current.updatedAt),
    });
    if (updated === undefined) throw notFoundIn('Webuser', id);
    logUpdate(context, WEBUSERS, current, changes);
    delete updated.password;
    return updated;
  },

  getWebuserPerson: (context) => {
    const id = String(context.params.id);
    assertOwnWebuser(context, id);
    const webuser = collection(context, 'webusers').peek(id);
    if (webuser === undefined) throw notFoundIn('Webuser', id);
    const person = collection(context, 'personas').peek(String(webuser.personId));
    if (person === undefined) throw notFoundIn('Persona', String(webuser.personId), 'personId');
    return person;
  },

  findHookByName: (context) => {
    const name = String(context.params.name);
    const hook = [...collection(context, 'manyhooks').values()].find((candidate) => candidate.name === name);
    if (hook === undefined) throw notFoundIn('ManyHook', name, 'name');
    return hook;
  },
};
