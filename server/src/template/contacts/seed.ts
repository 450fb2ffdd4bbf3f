// Seed of the contacts app: 80 Spanish contacts, the template's 7 tags and the country list.
import type { Faker } from '@faker-js/faker';
import type { Schema } from '../../contract/operation-types.ts';
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { pick } from '../../seed/node/helpers.ts';
import {
  AUTHORITY_POSITIONS,
  OVERSIGHT_BODY,
  OVERSIGHT_POSITIONS,
  PROCURING_ENTITIES,
  SUPPLIER_POSITIONS,
  supplier,
} from '../../seed/node/organizations.ts';
import { avatarPath, avatarSex, backgroundPath } from '../records/images.ts';
import { buildCountries, type ContactsCountry } from './countries.ts';
import { contactNotes } from './note-text.ts';

export type ContactsEmail = Schema<'ContactsEmail'>;
export type ContactsPhoneNumber = Schema<'ContactsPhoneNumber'>;
/** `job` only on contacts created through the API (a template shape quirk kept as is). */
export type ContactsContact = Schema<'ContactsContact'>;
export type ContactsTag = Schema<'ContactsTag'>;

export interface ContactsState {
  contacts: ContactsContact[];
  tags: ContactsTag[];
  countries: ContactsCountry[];
}

export const CONTACT_COUNT = 80;
/** The seed's tag titles, kept verbatim. */
export const CONTACT_TAG_TITLES = ['Work', 'Friend', 'Family', 'High School', 'College', 'Baseball Team', 'Band'];
const AVATARLESS = 12;
const UNTITLED = 4;
const PHONE_COUNTRIES = ['es', 'es', 'es', 'pt', 'fr', 'it', 'mx', 'ar'];

function birthday(faker: Faker, now: Date): string {
  const date = faker.date.birthdate({ mode: 'age', min: 20, max: 65, refDate: now });
  return `${date.toISOString().slice(0, 10)}T12:00:00.000Z`;
}

/**
 * Where a contact works and what they do there, from the product's own domain: the oversight body, a
 * contracting authority or a supplier (faker's invented titles read "Supervisor de Métricas Director").
 */
function employmentOf(faker: Faker): { company: string; title: string } {
  const employer = faker.helpers.weightedArrayElement([
    { weight: 2, value: 'oversight' },
    { weight: 4, value: 'authority' },
    { weight: 4, value: 'supplier' },
  ] as const);
  if (employer === 'oversight') return { company: OVERSIGHT_BODY, title: pick(faker, OVERSIGHT_POSITIONS) };
  if (employer === 'authority') {
    return { company: pick(faker, PROCURING_ENTITIES).name, title: pick(faker, AUTHORITY_POSITIONS) };
  }
  return { company: supplier(faker).name, title: pick(faker, SUPPLIER_POSITIONS) };
}

function contact(faker: Faker, context: SeedContext, tags: ContactsTag[], flags: { avatar: boolean; title: boolean }) {
  const sex = avatarSex(faker);
  const employment = employmentOf(faker);
  const firstName = faker.person.firstName(sex);
  const lastName = faker.person.lastName();
  const record: ContactsContact = {
    id: faker.string.uuid(),
    avatar: flags.avatar ? avatarPath(faker, sex) : null,
    background: faker.datatype.boolean() ? backgroundPath(faker) : null,
    name: `${firstName} ${lastName}`,
    emails: faker.helpers.uniqueArray(['Personal', 'Work'], faker.number.int({ min: 1, max: 2 })).map((label) => ({
      email: faker.internet.email({ firstName, lastName }).toLowerCase(),
      label,
    })),
    phoneNumbers: faker.helpers
      .uniqueArray(['Mobile', 'Work', 'Home'], faker.number.int({ min: 1, max: 3 }))
      .map((label) => ({
        country: faker.helpers.arrayElement(PHONE_COUNTRIES),
        phoneNumber: faker.helpers.replaceSymbols('### ### ####'),
        label,
      })),
    company: employment.company,
    birthday: birthday(faker, context.now),
    address: `${faker.location.streetAddress(true)}, ${faker.location.city()}`,
    notes: contactNotes(faker),
    tags: [faker.helpers.arrayElement(tags).id],
  };
  if (flags.title) record.title = employment.title;
  return record;
}

export function seedContacts(context: SeedContext): ContactsState {
  const faker = seededFaker(context, 'contacts');
  const tags = CONTACT_TAG_TITLES.map((title) => ({ id: faker.string.uuid(), title }));
  const indexes = Array.from({ length: CONTACT_COUNT }, (_, index) => index);
  const avatarless = new Set(faker.helpers.arrayElements(indexes, AVATARLESS));
  const untitled = new Set(faker.helpers.arrayElements(indexes, UNTITLED));
  const contacts = indexes.map((index) =>
    contact(faker, context, tags, { avatar: !avatarless.has(index), title: !untitled.has(index) }),
  );
  const countryFaker = seededFaker(context, 'contacts-countries');
  return { contacts, tags, countries: buildCountries(() => countryFaker.string.uuid()) };
}
