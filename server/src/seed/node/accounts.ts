// Staff users (usuarios) and web users of the seed, each pointing at its own persona; the fixed
// accounts carry the passwords of SEEDED_CREDENTIALS, stored as scrypt hashes.
import type { Faker } from '@faker-js/faker';
import { seedPasswordHash } from '../../auth/passwords.ts';
import type { SeedContext } from '../faker.ts';
import { SEEDED_CREDENTIALS } from './credentials.ts';
import { newId, pick, some, stamps } from './helpers.ts';
import { isoOfficeTimeBetween } from './office-time.ts';
import type { AccountRecord, PersonaRecord } from './people.ts';

export const DEFAULT_AVATAR = 'images/avatars/default.png';

/** Unique lowercase ASCII username from a persona's first name and first surname. */
function usernameFor(person: PersonaRecord, taken: Set<string>): string {
  const base = person.email.split('@')[0] ?? 'usuario';
  let candidate = base;
  for (let suffix = 2; taken.has(candidate); suffix++) candidate = `${base}${suffix}`;
  taken.add(candidate);
  return candidate;
}

// Back-office modules (route groups of the spec); the admin holds `admin` on every one.
export const BACKOFFICE_MODULES = [
  'usuarios',
  'personas',
  'proyectos',
  'gestion',
  'tareas',
  'posteos',
  'documentos',
  'tesauro',
  'productos',
  'inventarios',
  'workflow',
  'riesgos',
  'dashboards',
  'agenda',
  'meetups',
  'chat',
  'audittrail',
  'tablas',
  'tablero',
  'capacitacion',
] as const;
const ROLE_MODULES: Record<string, readonly string[]> = {
  manager: ['proyectos:manage', 'gestion:manage', 'tareas:manage', 'documentos:manage', 'agenda:manage', 'chat:user'],
  analyst: ['riesgos:analyst', 'proyectos:view', 'gestion:view', 'tareas:manage', 'chat:user'],
  auditor: ['audittrail:view', 'riesgos:review', 'proyectos:view', 'documentos:view', 'chat:user'],
  viewer: ['proyectos:view', 'documentos:view', 'posteos:view'],
};

export function seedUsuarios(
  faker: Faker,
  context: SeedContext,
  admin: PersonaRecord,
  staff: PersonaRecord[],
  taken: Set<string>,
): AccountRecord[] {
  const account = (
    person: PersonaRecord,
    username: string,
    roles: string[],
    moduleroles: string[],
    status: string,
  ) => ({
    _id: newId(faker),
    username,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    personId: person._id,
    roles,
    moduleroles,
    status,
    language: faker.datatype.boolean({ probability: 0.9 }) ? 'es' : 'en',
    avatar: person.avatar,
    lastLoginAt: status === 'pending' ? null : isoOfficeTimeBetween(faker, context.now, -30, 0),
    ...stamps(faker, context.now, 700),
  });
  const { username, password } = SEEDED_CREDENTIALS.admin;
  const root = {
    ...account(
      admin,
      username,
      ['admin'],
      BACKOFFICE_MODULES.map((module) => `${module}:admin`),
      'active',
    ),
    password: seedPasswordHash(password),
    language: 'es',
  };
  const statuses = ['active', 'active', 'active', 'active', 'active', 'inactive', 'pending', 'locked'];
  const others = staff.map((person, index) => {
    const role = pick(faker, Object.keys(ROLE_MODULES));
    const status = index < 12 ? 'active' : pick(faker, statuses);
    return account(person, usernameFor(person, taken), [role], [...(ROLE_MODULES[role] ?? [])], status);
  });
  return [root, ...others];
}

const WEB_STATUSES = ['online', 'away', 'busy', 'not-visible'];
const WEB_MODULES = ['tablero:view', 'workflow:user'];

export function seedWebusers(
  faker: Faker,
  context: SeedContext,
  fixed: { lucia: PersonaRecord; pablo: PersonaRecord; guest: PersonaRecord },
  web: PersonaRecord[],
  taken: Set<string>,
): AccountRecord[] {
  const account = (person: PersonaRecord, username: string, moduleroles: string[], isRegistered = true) => {
    const record = stamps(faker, context.now, 500);
    return {
      _id: newId(faker),
      personId: person._id,
      username,
      email: person.email,
      avatar: faker.datatype.boolean({ probability: 0.3 }) ? DEFAULT_AVATAR : person.avatar,
      status: pick(faker, WEB_STATUSES),
      moduleroles,
      language: faker.datatype.boolean({ probability: 0.85 }) ? 'es' : 'en',
      phone: person.phone,
      userProfile: {
        registered: isRegistered,
        emailVerified: isRegistered && faker.datatype.boolean({ probability: 0.9 }),
        completed: isRegistered && faker.datatype.boolean({ probability: 0.7 }),
        ...(isRegistered ? { registeredAt: record.createdAt } : {}),
      },
      ...record,
    };
  };
  const { lucia, pablo, guest } = SEEDED_CREDENTIALS.webUsers;
  const luciaAccount = {
    ...account(fixed.lucia, lucia.username, ['capacitacion:view', 'tablero:view', 'workflow:user']),
    password: seedPasswordHash(lucia.password),
    avatar: fixed.lucia.avatar,
    language: 'es',
  };
  luciaAccount.userProfile = { ...luciaAccount.userProfile, emailVerified: true, completed: true };
  const pabloAccount = {
    ...account(fixed.pablo, pablo.username, ['capacitacion:view']),
    password: seedPasswordHash(pablo.password),
    language: 'es',
  };
  const guestAccount = {
    ...account(fixed.guest, guest.username, ['capacitacion:view'], false),
    password: seedPasswordHash(guest.password),
    status: 'online',
    avatar: DEFAULT_AVATAR,
    language: 'es',
  };
  const others = web.map((person) =>
    account(person, usernameFor(person, taken), ['capacitacion:view', ...some(faker, WEB_MODULES, 0, 2)]),
  );
  return [luciaAccount, pabloAccount, guestAccount, ...others];
}
