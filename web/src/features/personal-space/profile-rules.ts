// Validation of the profile form. Limits follow the contract (Persona, WebuserProfileChange); identity
// documents are checked as Spanish DNI and NIE numbers are (eight digits, or X/Y/Z and seven, and the
// control letter). Each rule answers the key of its message, or null when the value passes.

import { isEmailAddress } from '../../lib/email-address';
import type { ProfileValues } from './profile-values';

export type ProfileErrorKey =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'dni'
  | 'nie'
  | 'passport'
  | 'birthDateFuture'
  | 'birthDateOld';

export const profileLimits = {
  firstName: 80,
  lastName: 120,
  documentNumber: 20,
  email: 254,
  organization: 160,
  position: 120,
  city: 80,
  province: 80,
} as const;

const controlLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';
const phonePattern = /^[0-9 +()-]{6,30}$/;

function hasControlLetter(digits: string, letter: string): boolean {
  return controlLetters[Number(digits) % 23] === letter;
}

export function isValidDni(value: string): boolean {
  const match = /^(\d{8})([A-Z])$/.exec(value.trim().toUpperCase());
  return match !== null && hasControlLetter(match[1] ?? '', match[2] ?? '');
}

export function isValidNie(value: string): boolean {
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(value.trim().toUpperCase());
  if (match === null) return false;
  const prefix = String('XYZ'.indexOf(match[1] ?? ''));
  return hasControlLetter(`${prefix}${match[2]}`, match[3] ?? '');
}

type Rule<K extends keyof ProfileValues> = (value: ProfileValues[K], values: ProfileValues) => ProfileErrorKey | null;

const maxLength =
  (max: number) =>
  (value: string): ProfileErrorKey | null =>
    value.trim().length > max ? 'tooLong' : null;

const requiredText =
  (max: number) =>
  (value: string): ProfileErrorKey | null =>
    value.trim() === '' ? 'required' : maxLength(max)(value);

/** The contact data's rules: the profile's, and the help desk's, which asks only for it. */
export const contactRules = {
  email: (value: string): ProfileErrorKey | null => {
    const email = value.trim();
    if (email === '') return 'required';
    if (email.length > profileLimits.email) return 'tooLong';
    return isEmailAddress(email) ? null : 'email';
  },
  phone: (value: string): ProfileErrorKey | null =>
    value.trim() === '' || phonePattern.test(value.trim()) ? null : 'phone',
};

export const profileRules: { [K in keyof ProfileValues]?: Rule<K> } = {
  firstName: requiredText(profileLimits.firstName),
  lastName: requiredText(profileLimits.lastName),
  documentNumber: (value, values) => {
    const number = value.trim();
    if (number === '') return null;
    if (values.documentType === 'DNI') return isValidDni(number) ? null : 'dni';
    if (values.documentType === 'NIE') return isValidNie(number) ? null : 'nie';
    if (number.length > profileLimits.documentNumber) return 'tooLong';
    return /^[A-Za-z0-9]{5,20}$/.test(number) ? null : 'passport';
  },
  birthDate: (value) => {
    if (value === '') return null;
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.getTime() > Date.now()) return 'birthDateFuture';
    return date.getUTCFullYear() < 1900 ? 'birthDateOld' : null;
  },
  ...contactRules,
  organization: maxLength(profileLimits.organization),
  position: maxLength(profileLimits.position),
  city: maxLength(profileLimits.city),
  province: maxLength(profileLimits.province),
};
