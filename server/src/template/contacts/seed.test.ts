import { describe, expect, it } from 'vitest';
import {
  AUTHORITY_POSITIONS,
  OVERSIGHT_BODY,
  OVERSIGHT_POSITIONS,
  PROCURING_ENTITIES,
  SUPPLIER_POSITIONS,
} from '../../seed/node/organizations.ts';
import { CONTACT_COUNT, CONTACT_TAG_TITLES, seedContacts } from './seed.ts';

const context = { seed: 7, now: new Date('2026-03-01T10:00:00Z') };
const { contacts, tags, countries } = seedContacts(context);

describe('seedContacts', () => {
  it('is deterministic for a seed', () => {
    expect(seedContacts(context)).toEqual({ contacts, tags, countries });
  });

  it('has the seed tag titles', () => {
    expect(tags.map((tag) => tag.title)).toEqual(CONTACT_TAG_TITLES);
    expect(CONTACT_TAG_TITLES).toEqual(['Work', 'Friend', 'Family', 'High School', 'College', 'Baseball Team', 'Band']);
  });

  it('has 80 contacts with the template value patterns', () => {
    expect(contacts).toHaveLength(CONTACT_COUNT);
    expect(contacts.filter((contact) => contact.avatar === null)).toHaveLength(12);
    expect(contacts.filter((contact) => contact.title === undefined)).toHaveLength(4);
    const tagIds = new Set(tags.map((tag) => tag.id));
    const isoCodes = new Set(countries.map((country) => country.iso));
    for (const contact of contacts) {
      expect(contact.tags).toHaveLength(1);
      expect(tagIds.has(contact.tags[0] ?? '')).toBe(true);
      expect(contact.emails.length).toBeGreaterThanOrEqual(1);
      expect(contact.emails.length).toBeLessThanOrEqual(2);
      expect(contact.phoneNumbers.length).toBeGreaterThanOrEqual(1);
      expect(contact.phoneNumbers.length).toBeLessThanOrEqual(3);
      for (const phone of contact.phoneNumbers) {
        expect(phone.phoneNumber).toMatch(/^\d{3} \d{3} \d{4}$/);
        expect(isoCodes.has(phone.country)).toBe(true);
        expect(['Mobile', 'Work', 'Home']).toContain(phone.label);
      }
      for (const email of contact.emails) expect(['Personal', 'Work']).toContain(email.label);
      expect(contact.birthday).toMatch(/^\d{4}-\d{2}-\d{2}T12:00:00\.000Z$/);
      expect(contact.notes).toMatch(/^<p>.+<\/p>$/);
    }
  });

  it('works at the oversight body, a contracting authority or a supplier, in a position of the domain', () => {
    const positions = new Set([...OVERSIGHT_POSITIONS, ...AUTHORITY_POSITIONS, ...SUPPLIER_POSITIONS]);
    const authorities = new Set(PROCURING_ENTITIES.map((entity) => entity.name));
    for (const contact of contacts) {
      if (contact.title !== undefined) expect(positions.has(contact.title), contact.title).toBe(true);
      const isKnownEmployer =
        contact.company === OVERSIGHT_BODY ||
        authorities.has(contact.company ?? '') ||
        / S\.[AL]\.$/.test(contact.company ?? '');
      expect(isKnownEmployer, contact.company).toBe(true);
    }
  });
});
