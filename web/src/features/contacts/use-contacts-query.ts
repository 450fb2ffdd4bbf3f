// The contacts list of the screen: the API's search (all contacts, sorted by name, when there is no text), each as
// the screen shows it.
import { getContactsSearchContactsQueryKey, useContactsSearchContacts } from '@api/endpoints/contacts/contacts';
import { useShownContacts } from './shown-contact';

export function useContactsQuery(text: string | undefined) {
  const shown = useShownContacts();
  const params = text ? { query: text } : undefined;
  return useContactsSearchContacts(params, {
    query: { queryKey: getContactsSearchContactsQueryKey(params), select: shown.many },
  });
}
