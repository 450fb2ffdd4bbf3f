// The profile form's values, read from the person and the web user, and the changes a save sends: person
// fields to PUT personas/{id}, contact data and preferences to PATCH webusers/{id}/profile. Contact data
// (e-mail, phone) is kept the same on both records; the help desk reads and sends only that part.
import type { Language, Persona, PersonaChanges, Webuser, WebuserProfileChange } from '@api/model';

export const documentTypes = ['DNI', 'NIE', 'PASAPORTE'] as const;
export type DocumentType = (typeof documentTypes)[number];

export interface ProfileValues {
  firstName: string;
  lastName: string;
  documentType: DocumentType | '';
  documentNumber: string;
  birthDate: string;
  organization: string;
  position: string;
  city: string;
  province: string;
  email: string;
  phone: string;
  language: Language;
  /** Path, URL or data URL of the picture; '' for none. */
  avatar: string;
}

export function profileValues(person: Persona, webuser: Webuser): ProfileValues {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    documentType: person.documentType ?? '',
    documentNumber: person.documentNumber ?? '',
    birthDate: person.birthDate ?? '',
    organization: person.organization ?? '',
    position: person.position ?? '',
    city: person.city ?? '',
    province: person.province ?? '',
    ...contactValues(person, webuser),
    language: webuser.language,
    avatar: webuser.avatar ?? '',
  };
}

export interface ProfileChanges {
  person: PersonaChanges;
  webuser: WebuserProfileChange;
}

/** The contact data, the part of the profile the help desk asks for: kept the same on both records. */
export interface ContactValues {
  email: string;
  phone: string;
}

export const contactValues = (person: Persona, webuser: Webuser): ContactValues => ({
  email: webuser.email,
  phone: webuser.phone ?? person.phone ?? '',
});

export function contactChanges(values: ContactValues): ProfileChanges {
  const email = values.email.trim();
  const phone = values.phone.trim();
  const webuser: WebuserProfileChange = { email };
  // The web user's phone must match the contract's pattern: an emptied phone stays on the person only.
  if (phone !== '') webuser.phone = phone;
  return { person: { email, phone }, webuser };
}

export function profileChanges(values: ProfileValues, initial: ProfileValues): ProfileChanges {
  const trimmed = (value: string) => value.trim();
  const contact = contactChanges(values);
  const person: PersonaChanges = {
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    documentNumber: trimmed(values.documentNumber).toUpperCase(),
    organization: trimmed(values.organization),
    position: trimmed(values.position),
    city: trimmed(values.city),
    province: trimmed(values.province),
    ...contact.person,
  };
  // Enumerations and dates have no "empty" value in the contract: they are sent when filled in, and as null (which
  // removes them) when emptied; one that was never filled in is left out.
  if (values.documentType !== '') person.documentType = values.documentType;
  else if (initial.documentType !== '') person.documentType = null;
  if (values.birthDate !== '') person.birthDate = values.birthDate;
  else if (initial.birthDate !== '') person.birthDate = null;
  const webuser: WebuserProfileChange = { ...contact.webuser, language: values.language };
  // A picture is sent only when it changed: data URLs are large.
  if (values.avatar !== initial.avatar && values.avatar !== '') webuser.avatar = values.avatar;
  return { person, webuser };
}
