import type { ContactsContact } from '@api/model';
import { describe, expect, it } from 'vitest';
import { contactRows, initialOf } from './contact-rows';

const contact = (name: string) => ({ id: name, name }) as ContactsContact;

describe('initialOf', () => {
  it('drops accents and upper-cases', () => {
    expect(initialOf('álvaro')).toBe('A');
    expect(initialOf('Ñuño')).toBe('N');
  });

  it('groups names that do not start with a letter under #', () => {
    expect(initialOf('  3M España')).toBe('#');
  });
});

describe('contactRows', () => {
  it('puts a letter heading before the first contact of each initial', () => {
    const rows = contactRows([contact('Ana'), contact('Álvaro'), contact('Beatriz')]);
    expect(rows.map((row) => (row.kind === 'letter' ? row.letter : row.contact.name))).toEqual([
      'A',
      'Ana',
      'Álvaro',
      'B',
      'Beatriz',
    ]);
  });

  it('has no rows without contacts', () => {
    expect(contactRows([])).toEqual([]);
  });
});
