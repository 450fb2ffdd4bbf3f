import type { ContactsContact } from '@api/model';
import { describe, expect, it } from 'vitest';
import { emailProblem, nameProblem, toContactChanges, toFormValues } from './contact-form-values';

const seeded: ContactsContact = {
  id: 'c1',
  avatar: null,
  name: 'Adriana Alemán',
  emails: [{ email: 'adriana@example.com', label: 'Work' }],
  phoneNumbers: [{ country: 'es', phoneNumber: '612 345 678', label: 'Mobile' }],
  title: 'Interventora',
  company: 'Ayuntamiento',
  birthday: '1986-05-13T12:00:00.000Z',
  address: null,
  notes: null,
  tags: ['t1'],
};

describe('contact form values', () => {
  it('round-trips a seeded contact, keeping title and company at the top level', () => {
    const changes = toContactChanges(toFormValues(seeded), seeded);
    expect(changes).toMatchObject({ title: 'Interventora', company: 'Ayuntamiento', birthday: seeded.birthday });
    expect(changes).not.toHaveProperty('job');
  });

  it('writes title and company into job for a contact created through the API', () => {
    const created = { ...seeded, title: undefined, company: undefined, job: { title: '', company: '' } };
    const values = { ...toFormValues(created), title: 'Jefa', company: 'Diputación' };
    expect(toContactChanges(values, created)).toMatchObject({ job: { title: 'Jefa', company: 'Diputación' } });
  });

  it('stores the picked birthday at noon UTC and empty texts as null', () => {
    const values = { ...toFormValues(seeded), birthday: '1990-01-31', address: '  ', notes: '<p></p>' };
    expect(toContactChanges(values, seeded)).toMatchObject({
      birthday: '1990-01-31T12:00:00.000Z',
      address: null,
      notes: null,
    });
  });
});

describe('contact checks', () => {
  it('requires a name no longer than the contract allows', () => {
    expect(nameProblem(' ')).toBe('required');
    expect(nameProblem('x'.repeat(201))).toBe('tooLong');
    expect(nameProblem('Ana')).toBeNull();
  });

  it('accepts addresses that look like e-mail addresses only', () => {
    expect(emailProblem('ana@example')).toBe('invalidEmail');
    expect(emailProblem('ana@example.com')).toBeNull();
  });
});
