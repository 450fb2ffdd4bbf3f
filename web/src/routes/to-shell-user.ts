// Turns the session's user (and its person, once fetched) into what the shell shows.
import type { Persona, SessionUser } from '@api/model';
import type { ShellUser } from '../components/shell/shell-data';
import { assetUrl } from '../lib/asset-url';
import { personName } from '../lib/auth/person-name';

export function toShellUser(user: SessionUser, person: Persona | undefined): ShellUser {
  const hasPerson = user.personId !== null && person !== undefined;
  return {
    kind: user.kind,
    id: user._id,
    username: user.username,
    email: user.email,
    personId: user.personId,
    hasPerson,
    moduleroles: user.moduleroles,
    avatar: assetUrl(user.avatar ?? person?.avatar),
    status: user.status,
    displayName: person ? personName(person) : undefined,
  };
}
