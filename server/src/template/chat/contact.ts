// Chat contacts are the contacts app's contacts seen through the chat's shape (same ids, live data).

import type { Schema } from '../../contract/operation-types.ts';
import type { ContactsContact } from '../contacts/seed.ts';

/** The template's status text for every chat contact. */
export const DEFAULT_ABOUT = "Hi there! I'm using FuseChat.";

export type ChatAttachments = Schema<'ChatAttachments'>;
export type ChatContactSummary = Schema<'ChatContactSummary'>;
export type ChatContact = Schema<'ChatContact'>;

export function contactSummary(contact: ContactsContact): ChatContactSummary {
  const summary: ChatContactSummary = {
    id: contact.id,
    avatar: contact.avatar,
    name: contact.name,
    about: DEFAULT_ABOUT,
  };
  if (contact.background !== undefined) summary.background = contact.background;
  return structuredClone(summary);
}

export function chatContact(contact: ContactsContact, attachments: ChatAttachments): ChatContact {
  // Contacts created through the API keep title and company in `job` (template quirk).
  const title = contact.title ?? contact.job?.title;
  const company = contact.company ?? contact.job?.company;
  return {
    ...contactSummary(contact),
    details: structuredClone({
      emails: contact.emails,
      phoneNumbers: contact.phoneNumbers,
      ...(title === undefined ? {} : { title }),
      ...(company === undefined ? {} : { company }),
      birthday: contact.birthday,
      address: contact.address,
    }),
    attachments: structuredClone(attachments),
  };
}
