// `api/apps/contacts/*`: contacts sorted by name, blank-contact creation, tags with cascade, countries, avatar.
import { holdsText } from '../../text/fold.ts';
import { typedHandlers } from '../contract-types.ts';
import { copyById, mergeById, removeById, sortedBy } from '../records/list.ts';
import { avatarDataUrl, generatedAvatarPath } from './avatar.ts';
import type { ContactsContact, ContactsTag } from './seed.ts';

const byName = (contact: ContactsContact) => contact.name;

export const contactsHandlers = typedHandlers({
  contactsListContacts: ({ state }) => sortedBy(state.template.contacts.contacts, byName),
  contactsSearchContacts: ({ state, query }) => {
    const text = query.query ?? '';
    const { contacts } = state.template.contacts;
    // Case-insensitive as the template's, and accents aside too.
    const hits = text === '' ? contacts : contacts.filter((contact) => holdsText(contact.name, text));
    return sortedBy(hits, byName);
  },
  contactsGetContact: ({ state, query }) => copyById(state.template.contacts.contacts, query.id),
  contactsCreateContact: ({ state, services }) => {
    // The template's blank contact: a nested `job` and no `background`, unlike the seeded ones.
    const contact: ContactsContact = {
      id: services.newUuid(),
      avatar: null,
      name: 'New Contact',
      emails: [],
      phoneNumbers: [],
      job: { title: '', company: '' },
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    };
    state.template.contacts.contacts.unshift(contact);
    return structuredClone(contact);
  },
  contactsUpdateContact: ({ state, body }) => {
    const { id, contact } = body;
    return mergeById(state.template.contacts.contacts, id, contact);
  },
  contactsDeleteContact: ({ state, query }) => {
    removeById(state.template.contacts.contacts, query.id, 'Contact');
    return true;
  },
  contactsListCountries: ({ state }) => structuredClone(state.template.contacts.countries),
  contactsListTags: ({ state }) => structuredClone(state.template.contacts.tags),
  contactsCreateTag: ({ state, body, services }) => {
    const tag: ContactsTag = { ...body.tag, id: services.newUuid() };
    state.template.contacts.tags.unshift(tag);
    return structuredClone(tag);
  },
  contactsUpdateTag: ({ state, body }) => {
    const { id, tag } = body;
    return mergeById(state.template.contacts.tags, id, tag);
  },
  contactsDeleteTag: ({ state, query }) => {
    const { id } = removeById(state.template.contacts.tags, query.id, 'Contact tag');
    for (const contact of state.template.contacts.contacts) contact.tags = contact.tags.filter((tag) => tag !== id);
    return true;
  },
  contactsUploadAvatar: ({ state, body, headers, services }) => {
    // A multipart file arrives as the parser's file part, whatever the generated type (a binary string) says.
    const { id, avatar }: { id: string; avatar: unknown } = body;
    // The template's own client: its File arrived as `{}` under an image type, so draw a new face instead.
    const lost = typeof avatar === 'object' && avatar !== null && Object.keys(avatar).length === 0;
    const picture = lost
      ? generatedAvatarPath(String(headers['content-type']), services.newUuid())
      : avatarDataUrl(avatar);
    return mergeById(state.template.contacts.contacts, id, { avatar: picture });
  },
});
