// The contacts list as rows: a letter heading before the first contact of each initial, then the contacts.
import type { ContactsContact } from '@api/model';

export type ContactRow = { kind: 'letter'; letter: string } | { kind: 'contact'; contact: ContactsContact };

/** The heading letter of a name: its first letter without accents, upper case; "#" when not a letter. */
export function initialOf(name: string): string {
  const first = name.trim().normalize('NFD').charAt(0).toUpperCase();
  return /\p{L}/u.test(first) ? first : '#';
}

/** Rows for contacts already sorted by name (the API sorts them). */
export function contactRows(contacts: readonly ContactsContact[]): ContactRow[] {
  const rows: ContactRow[] = [];
  let current: string | undefined;
  for (const contact of contacts) {
    const letter = initialOf(contact.name);
    if (letter !== current) rows.push({ kind: 'letter', letter });
    current = letter;
    rows.push({ kind: 'contact', contact });
  }
  return rows;
}
