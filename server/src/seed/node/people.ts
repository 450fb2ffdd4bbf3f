// Personas, staff users (usuarios) and web users: every account points at a persona of its own.
import type { Faker } from '@faker-js/faker';
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { SEEDED_CREDENTIALS } from './credentials.ts';
import { ascii, isoBetween, newId, pick, some, stamps } from './helpers.ts';
import { OVERSIGHT_BODY, PROCURING_ENTITIES } from './organizations.ts';
import { dni } from './spain.ts';

export interface PersonaRecord extends StoredRecord {
  firstName: string;
  lastName: string;
  email: string;
  avatar: string;
}

export interface AccountRecord extends StoredRecord {
  username: string;
  personId: string;
  avatar: string;
}

export interface People {
  personas: PersonaRecord[];
  usuarios: AccountRecord[];
  webusers: AccountRecord[];
}

export const DEFAULT_AVATAR = 'images/avatars/default.png';
const STAFF_COUNT = 22;
const WEB_COUNT = 24;
const OTHER_PERSONAS = 8;

const STAFF_POSITIONS = [
  'Analista de riesgos',
  'Jefatura de servicio de supervisión',
  'Asesoría jurídica',
  'Personal técnico de contratación',
  'Auditoría interna',
  'Secretaría de la mesa de contratación',
];
const PUBLIC_POSITIONS = ['Técnico de contratación', 'Secretaría-Intervención', 'Responsable del contrato', 'Jefatura de compras'];

interface Name {
  firstName: string;
  lastName: string;
  sex: 'female' | 'male';
}

function persona(faker: Faker, context: SeedContext, name: Name, organization: string, position: string): PersonaRecord {
  const entity = pick(faker, PROCURING_ENTITIES);
  const login = ascii(`${name.firstName.split(' ')[0]}.${name.lastName.split(' ')[0]}`)
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '');
  return {
    _id: newId(faker),
    firstName: name.firstName,
    lastName: name.lastName,
    documentType: 'DNI',
    documentNumber: dni(faker),
    email: `${login}@${organization === OVERSIGHT_BODY ? 'supervision.example' : 'correo.example'}`,
    phone: `6${faker.string.numeric(2)} ${faker.string.numeric(3)} ${faker.string.numeric(3)}`,
    birthDate: isoBetween(faker, context.now, -65 * 365, -24 * 365).slice(0, 10),
    organization,
    position,
    city: entity.city,
    province: entity.province,
    avatar: `images/avatars/${name.sex}-${String(faker.number.int({ min: 1, max: 30 })).padStart(2, '0')}.jpg`,
    ...stamps(faker, context.now, 900),
  };
}

function randomName(faker: Faker): Name {
  const sex = faker.person.sexType();
  return { sex, firstName: faker.person.firstName(sex), lastName: `${faker.person.lastName()} ${faker.person.lastName()}` };
}

// Two people may share a first name and surname; their addresses get a number, as mail servers do.
function uniqueEmails(personas: PersonaRecord[]): void {
  const seen = new Set<string>();
  for (const person of personas) {
    const [local, domain] = person.email.split('@');
    let candidate = person.email;
    for (let suffix = 2; seen.has(candidate); suffix++) candidate = `${local}${suffix}@${domain}`;
    seen.add(candidate);
    person.email = candidate;
  }
}

/** Unique lowercase ASCII username from a persona's first name and first surname. */
function usernameFor(person: PersonaRecord, taken: Set<string>): string {
  const base = person.email.split('@')[0] ?? 'usuario';
  let candidate = base;
  for (let suffix = 2; taken.has(candidate); suffix++) candidate = `${base}${suffix}`;
  taken.add(candidate);
  return candidate;
}

export function seedPeople(context: SeedContext): People {
  const faker = seededFaker(context, 'node.people');
  const { admin, webUsers } = SEEDED_CREDENTIALS;
  const fixed = {
    admin: persona(faker, context, { firstName: 'Carmen', lastName: 'Navarro Gil', sex: 'female' }, OVERSIGHT_BODY, 'Dirección de sistemas'),
    lucia: persona(faker, context, { firstName: 'Lucía', lastName: 'Martín Ortega', sex: 'female' }, 'Ayuntamiento de Zaragoza', 'Técnica de contratación'),
    pablo: persona(faker, context, { firstName: 'Pablo', lastName: 'García Ruiz', sex: 'male' }, 'Diputación Provincial de Granada', 'Auxiliar administrativo'),
    guest: persona(faker, context, { firstName: 'Invitado', lastName: 'Espacio de capacitación', sex: 'male' }, OVERSIGHT_BODY, 'Acceso de invitado'),
  };
  fixed.lucia.email = webUsers.lucia.email;
  fixed.pablo.email = webUsers.pablo.email;
  fixed.guest.email = webUsers.guest.email;
  fixed.admin.email = admin.email;
  fixed.guest.avatar = DEFAULT_AVATAR;
  const staff = Array.from({ length: STAFF_COUNT - 1 }, () =>
    persona(faker, context, randomName(faker), OVERSIGHT_BODY, pick(faker, STAFF_POSITIONS)),
  );
  const web = Array.from({ length: WEB_COUNT - 3 }, () =>
    persona(faker, context, randomName(faker), pick(faker, PROCURING_ENTITIES).name, pick(faker, PUBLIC_POSITIONS)),
  );
  const others = Array.from({ length: OTHER_PERSONAS }, () =>
    persona(faker, context, randomName(faker), pick(faker, PROCURING_ENTITIES).name, pick(faker, PUBLIC_POSITIONS)),
  );
  const taken = new Set<string>([admin.username, webUsers.lucia.username, webUsers.pablo.username, webUsers.guest.username]);
  const personas = [fixed.admin, fixed.lucia, fixed.pablo, fixed.guest, ...staff, ...web, ...others];
  uniqueEmails(personas);
  return {
    personas,
    usuarios: seedUsuarios(faker, context, fixed.admin, staff, taken),
    webusers: seedWebusers(faker, context, fixed, web, taken),
  };
}

// Back-office modules (route groups of the spec); the admin holds `admin` on every one.
export const BACKOFFICE_MODULES = [
  'usuarios', 'personas', 'proyectos', 'gestion', 'tareas', 'posteos', 'documentos', 'tesauro', 'productos',
  'inventarios', 'workflow', 'riesgos', 'dashboards', 'agenda', 'meetups', 'chat', 'audittrail', 'tablas',
  'tablero', 'capacitacion',
] as const;
const ROLE_MODULES: Record<string, readonly string[]> = {
  manager: ['proyectos:manage', 'gestion:manage', 'tareas:manage', 'documentos:manage', 'agenda:manage', 'chat:user'],
  analyst: ['riesgos:analyst', 'proyectos:view', 'gestion:view', 'tareas:manage', 'chat:user'],
  auditor: ['audittrail:view', 'riesgos:review', 'proyectos:view', 'documentos:view', 'chat:user'],
  viewer: ['proyectos:view', 'documentos:view', 'posteos:view'],
};

function seedUsuarios(faker: Faker, context: SeedContext, admin: PersonaRecord, staff: PersonaRecord[], taken: Set<string>): AccountRecord[] {
  const account = (person: PersonaRecord, username: string, roles: string[], moduleroles: string[], status: string) => ({
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
    lastLoginAt: status === 'pending' ? null : isoBetween(faker, context.now, -30, 0),
    ...stamps(faker, context.now, 700),
  });
  const { username, password } = SEEDED_CREDENTIALS.admin;
  const root = { ...account(admin, username, ['admin'], BACKOFFICE_MODULES.map((module) => `${module}:admin`), 'active'), password, language: 'es' };
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

function seedWebusers(
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
    password: lucia.password,
    avatar: fixed.lucia.avatar,
    language: 'es',
  };
  luciaAccount.userProfile = { ...luciaAccount.userProfile, emailVerified: true, completed: true };
  const pabloAccount = { ...account(fixed.pablo, pablo.username, ['capacitacion:view']), password: pablo.password, language: 'es' };
  const guestAccount = {
    ...account(fixed.guest, guest.username, ['capacitacion:view'], false),
    password: guest.password,
    status: 'online',
    avatar: DEFAULT_AVATAR,
    language: 'es',
  };
  const others = web.map((person) =>
    account(person, usernameFor(person, taken), ['capacitacion:view', ...some(faker, WEB_MODULES, 0, 2)]),
  );
  return [luciaAccount, pabloAccount, guestAccount, ...others];
}
