// The contacts list of the screen: the API's search (all contacts, sorted by name, when there is no text).
import { useContactsSearchContacts } from '@api/endpoints/contacts/contacts';

export function useContactsQuery(text: string | undefined) {
  return useContactsSearchContacts(text ? { query: text } : undefined);
}
