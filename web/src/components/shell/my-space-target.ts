// Targets of the training navigation bar; MI ESPACIO depends on whether the user has a person.
import type { ShellUser } from './shell-data';

export type MySpaceTarget = '/espacio/persona' | '/web/ingresar';

export function mySpaceTarget(user: Pick<ShellUser, 'personId'> | null): MySpaceTarget {
  return user?.personId ? '/espacio/persona' : '/web/ingresar';
}
