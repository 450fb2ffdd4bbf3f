// The template names a contact it creates 'New Contact' (the contract's create operation says so): the app shows
// that name in the reader's language, so a new contact's form starts from "Nuevo contacto" and saving it stores that.
import type { ContactsContact } from '@api/model';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const templateNewContactName = 'New Contact';

export function shownContact(contact: ContactsContact, newContactName: string): ContactsContact {
  return contact.name === templateNewContactName ? { ...contact, name: newContactName } : contact;
}

/** For a query's `select`: contacts as the screen shows them. */
export function useShownContacts() {
  const { t } = useTranslation('contacts');
  const newContactName = t('newContactName');
  const one = useCallback(
    (contact: ContactsContact | null) => contact && shownContact(contact, newContactName),
    [newContactName],
  );
  const many = useCallback(
    (contacts: ContactsContact[]) => contacts.map((contact) => shownContact(contact, newContactName)),
    [newContactName],
  );
  return { one, many };
}
