// Personas: the fixed people of the demo accounts, staff of the oversight body, web users and others.
import type { Faker } from '@faker-js/faker';
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { DEFAULT_AVATAR, seedUsuarios, seedWebusers } from './accounts.ts';
import { SEEDED_CREDENTIALS } from './credentials.ts';
import { ascii, isoBetween, newId, pick, stamps } from './helpers.ts';
import { AUTHORITY_POSITIONS, OVERSIGHT_BODY, OVERSIGHT_POSITIONS, PROCURING_ENTITIES } from './organizations.ts';
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

const STAFF_COUNT = 22;
const WEB_COUNT = 24;
const OTHER_PERSONAS = 8;

interface Name {
  firstName: string;
  lastName: string;
  sex: 'female' | 'male';
}

function persona(
  faker: Faker,
  context: SeedContext,
  name: Name,
  organization: string,
  position: string,
): PersonaRecord {
  const entity =
    PROCURING_ENTITIES.find((candidate) => candidate.name === organization) ?? pick(faker, PROCURING_ENTITIES);
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
  const sex = pick(faker, ['female', 'male'] as const);
  // The Spanish locale's last names already carry both surnames.
  return { sex, firstName: faker.person.firstName(sex), lastName: faker.person.lastName() };
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

export function seedPeople(context: SeedContext): People {
  const faker = seededFaker(context, 'node.people');
  const { admin, webUsers } = SEEDED_CREDENTIALS;
  const fixed = {
    admin: persona(
      faker,
      context,
      { firstName: 'Carmen', lastName: 'Navarro Gil', sex: 'female' },
      OVERSIGHT_BODY,
      'Dirección de sistemas',
    ),
    lucia: persona(
      faker,
      context,
      { firstName: 'Lucía', lastName: 'Martín Ortega', sex: 'female' },
      'Ayuntamiento de Zaragoza',
      'Técnica de contratación',
    ),
    pablo: persona(
      faker,
      context,
      { firstName: 'Pablo', lastName: 'García Ruiz', sex: 'male' },
      'Diputación Provincial de Granada',
      'Auxiliar administrativo',
    ),
    guest: persona(
      faker,
      context,
      { firstName: 'Usuario', lastName: 'Invitado', sex: 'male' },
      OVERSIGHT_BODY,
      'Acceso de invitado',
    ),
  };
  fixed.lucia.email = webUsers.lucia.email;
  fixed.pablo.email = webUsers.pablo.email;
  fixed.guest.email = webUsers.guest.email;
  fixed.admin.email = admin.email;
  fixed.guest.avatar = DEFAULT_AVATAR;
  const staff = Array.from({ length: STAFF_COUNT - 1 }, () =>
    persona(faker, context, randomName(faker), OVERSIGHT_BODY, pick(faker, OVERSIGHT_POSITIONS)),
  );
  const web = Array.from({ length: WEB_COUNT - 3 }, () =>
    persona(faker, context, randomName(faker), pick(faker, PROCURING_ENTITIES).name, pick(faker, AUTHORITY_POSITIONS)),
  );
  const others = Array.from({ length: OTHER_PERSONAS }, () =>
    persona(faker, context, randomName(faker), pick(faker, PROCURING_ENTITIES).name, pick(faker, AUTHORITY_POSITIONS)),
  );
  const taken = new Set<string>([
    admin.username,
    webUsers.lucia.username,
    webUsers.pablo.username,
    webUsers.guest.username,
  ]);
  const personas = [fixed.admin, fixed.lucia, fixed.pablo, fixed.guest, ...staff, ...web, ...others];
  uniqueEmails(personas);
  return {
    personas,
    usuarios: seedUsuarios(faker, context, fixed.admin, staff, taken),
    webusers: seedWebusers(faker, context, fixed, web, taken),
  };
}
