// A person's name as the screens show it: first name, then last names.
import type { Persona } from '@api/model';

export function personName(person: Pick<Persona, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`;
}
