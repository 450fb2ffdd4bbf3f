// Between a contact and its edit form: the form's values, the changes a save sends, and the checks the
// contract would make (so a refusal is rare and explained next to the field).
import type { ContactsContact, ContactsContactChanges, ContactsEmail, ContactsPhoneNumber } from '@api/model';

export const emailLabels = ['Personal', 'Work'] as const;
export const phoneLabels = ['Mobile', 'Work', 'Home'] as const;

export interface ContactFormValues {
  name: string;
  title: string;
  company: string;
  emails: ContactsEmail[];
  phoneNumbers: ContactsPhoneNumber[];
  tags: string[];
  /** `YYYY-MM-DD`, as the date picker gives it, or null. */
  birthday: string | null;
  address: string;
  notes: string;
}

export function toFormValues(contact: ContactsContact): ContactFormValues {
  return {
    name: contact.name,
    title: contact.job?.title ?? contact.title ?? '',
    company: contact.job?.company ?? contact.company ?? '',
    emails: contact.emails.map((email) => ({ ...email })),
    phoneNumbers: contact.phoneNumbers.map((phone) => ({ ...phone })),
    tags: [...contact.tags],
    birthday: contact.birthday ? contact.birthday.slice(0, 10) : null,
    address: contact.address ?? '',
    notes: contact.notes ?? '',
  };
}

/** The changes a save sends; a contact created through the API keeps title and company in `job`. */
export function toContactChanges(values: ContactFormValues, contact: ContactsContact): ContactsContactChanges {
  const title = values.title.trim();
  const company = values.company.trim();
  return {
    name: values.name.trim(),
    ...(contact.job ? { job: { title, company } } : { title, company }),
    emails: values.emails.map(({ email, label }) => ({ email: email.trim(), label })),
    phoneNumbers: values.phoneNumbers.map(({ country, phoneNumber, label }) => ({
      country,
      phoneNumber: phoneNumber.trim(),
      label,
    })),
    tags: values.tags,
    // Birthdays are stored at 12:00 UTC, so the day is the same in every time zone.
    birthday: values.birthday ? `${values.birthday.slice(0, 10)}T12:00:00.000Z` : null,
    address: values.address.trim() === '' ? null : values.address.trim(),
    notes: values.notes.trim() === '' || values.notes === '<p></p>' ? null : values.notes,
  };
}

/** The contract's limits. */
export const contactLimits = { name: 200, title: 200, company: 200, email: 320, phone: 40, address: 500 } as const;

export type Problem = 'required' | 'tooLong' | 'invalidEmail';

export function nameProblem(name: string): Problem | null {
  if (name.trim() === '') return 'required';
  return name.length > contactLimits.name ? 'tooLong' : null;
}

export function emailProblem(email: string): Problem | null {
  if (email.trim() === '') return 'required';
  if (email.length > contactLimits.email) return 'tooLong';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? null : 'invalidEmail';
}

export function phoneProblem(phone: string): Problem | null {
  if (phone.trim() === '') return 'required';
  return phone.length > contactLimits.phone ? 'tooLong' : null;
}
