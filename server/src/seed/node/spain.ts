// Spanish identifiers with valid check characters (DNI, CIF), built from seeded numbers.
import type { Faker } from '@faker-js/faker';

// The DNI check letter is the number modulo 23 indexed into this fixed table (Ministerio del Interior).
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function dni(faker: Faker): string {
  const number = faker.number.int({ min: 10_000_000, max: 79_999_999 });
  return `${number}${DNI_LETTERS[number % 23]}`;
}

// Entities of letters P, Q and S (public bodies) end in a control letter instead of a digit.
const CONTROL_LETTERS = 'JABCDEFGHI';

/** Tax id of a company (A: S.A., B: S.L.) or public body (P, Q, S) with its control character. */
export function cif(faker: Faker, letter: 'A' | 'B' | 'P' | 'Q' | 'S'): string {
  const digits = faker.string.numeric({ length: 7, allowLeadingZeros: true });
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[index]);
    if (index % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  }
  const control = (10 - (sum % 10)) % 10;
  return `${letter}${digits}${'PQS'.includes(letter) ? CONTROL_LETTERS[control] : control}`;
}
