// `api/apps/chat/*`: chats enriched with their (live) contact, chat contacts, and the user's profile.
import type { MockState } from '../../store/state.ts';
import { typedHandlers } from '../contract-types.ts';
import { findById, mergeById, sortedBy } from '../records/list.ts';
import { chatContact, contactSummary } from './contact.ts';
import type { ChatChat } from './seed.ts';

/** The chat as answered: its contact re-read from the contacts app, falling back to the seed snapshot. */
function present(state: MockState, chat: ChatChat): ChatChat {
  const live = findById(state.template.contacts.contacts, chat.contactId);
  const contact = live === undefined ? chat.contact : chatContact(live, state.template.chat.attachments);
  return { ...structuredClone(chat), contact };
}

export const chatHandlers = typedHandlers({
  chatListChats: ({ state }) => state.template.chat.chats.map((chat) => present(state, chat)),
  chatGetChat: (context) => {
    const chat = findById(context.state.template.chat.chats, context.query.id);
    return chat === undefined ? null : present(context.state, chat);
  },
  chatUpdateChat: ({ state, body }) => {
    const { id, chat } = body;
    const merged = mergeById(state.template.chat.chats, id, chat);
    return merged === null ? null : present(state, merged);
  },
  chatListContacts: ({ state }) =>
    sortedBy(state.template.contacts.contacts, (contact) => contact.name).map(contactSummary),
  chatGetContact: (context) => {
    const contact = findById(context.state.template.contacts.contacts, context.query.id);
    return contact === undefined ? null : chatContact(contact, context.state.template.chat.attachments);
  },
  chatGetProfile: ({ state }) => {
    const { id, name, email, avatar } = state.template.user;
    return { id, name, email, avatar, about: state.template.chat.profileAbout };
  },
});
