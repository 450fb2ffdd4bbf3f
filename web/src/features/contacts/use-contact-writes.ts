// Contact writes through the generated mutation hooks, each refreshing exactly the answers it changes:
// the contacts lists, the contact itself and the chat app's copies of the same people.
import { getChatListChatsQueryKey, getChatListContactsQueryKey } from '@api/endpoints/chat/chat';
import {
  getContactsGetContactQueryKey,
  getContactsListContactsQueryKey,
  getContactsSearchContactsQueryKey,
  useContactsCreateContact,
  useContactsDeleteContact,
  useContactsUpdateContact,
  useContactsUploadAvatar,
} from '@api/endpoints/contacts/contacts';
import type { ContactsContact } from '@api/model';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';

function refreshContacts(client: QueryClient) {
  const keys = [
    getContactsSearchContactsQueryKey(),
    getContactsListContactsQueryKey(),
    getChatListContactsQueryKey(),
    getChatListChatsQueryKey(),
  ];
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

// The answer of a write is the stored contact: put it in the cache so the detail needs no refetch.
function storeContact(client: QueryClient, contact: ContactsContact | null | undefined) {
  if (contact) client.setQueryData(getContactsGetContactQueryKey({ id: contact.id }), contact);
}

export function useCreateContact() {
  const client = useQueryClient();
  return useContactsCreateContact({
    mutation: {
      onSuccess: (contact) => {
        storeContact(client, contact);
        return refreshContacts(client);
      },
    },
  });
}

export function useUpdateContact() {
  const client = useQueryClient();
  return useContactsUpdateContact({
    mutation: {
      onSuccess: (contact) => {
        storeContact(client, contact);
        return refreshContacts(client);
      },
    },
  });
}

export function useUploadAvatar() {
  const client = useQueryClient();
  // The generated call sends the JSON body as is: say it is JSON (a data URL inside).
  return useContactsUploadAvatar({
    request: { headers: { 'Content-Type': 'application/json' } },
    mutation: {
      onSuccess: (contact) => {
        storeContact(client, contact);
        return refreshContacts(client);
      },
    },
  });
}

export function useDeleteContact() {
  const client = useQueryClient();
  return useContactsDeleteContact({
    mutation: {
      onSuccess: (_done, { params }) => {
        client.removeQueries({ queryKey: getContactsGetContactQueryKey({ id: params.id }) });
        return refreshContacts(client);
      },
    },
  });
}
