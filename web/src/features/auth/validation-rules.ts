// Rules of the sign-in, sign-up and contact forms. Limits follow the contract (SignUpRequest, LoginRequest,
// Persona); each rule answers the key of its Spanish message, or null when the value passes.
import { isEmailAddress } from '../../lib/email-address';
export type ValidationMessageKey =
  | 'required'
  | 'email'
  | 'username'
  | 'passwordLength'
  | 'passwordsDiffer'
  | 'tooLong'
  | 'phone';

export const limits = { usernameMin: 3, usernameMax: 60, passwordMin: 8, passwordMax: 128, nameMax: 80, phoneMax: 30 };

// Deliberately loose (the server checks the format strictly): something@domain.tld without spaces.
const usernamePattern = /^[a-z0-9._-]+$/;
const phonePattern = /^[+()\d\s-]*$/;

export function required(value: string): ValidationMessageKey | null {
  return value.trim() === '' ? 'required' : null;
}

export function email(value: string): ValidationMessageKey | null {
  return required(value) ?? (isEmailAddress(value) ? null : 'email');
}

export function username(value: string): ValidationMessageKey | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  const fits = trimmed.length >= limits.usernameMin && trimmed.length <= limits.usernameMax;
  return fits && usernamePattern.test(trimmed) ? null : 'username';
}

export function newPassword(value: string): ValidationMessageKey | null {
  if (value === '') return 'required';
  return value.length < limits.passwordMin || value.length > limits.passwordMax ? 'passwordLength' : null;
}

export function sameAs(other: string) {
  return (value: string): ValidationMessageKey | null => (value === other ? null : 'passwordsDiffer');
}

export function maxLength(max: number) {
  return (value: string): ValidationMessageKey | null => (value.trim().length > max ? 'tooLong' : null);
}

export function phone(value: string): ValidationMessageKey | null {
  if (value.trim() === '') return null;
  return phonePattern.test(value) && value.length <= limits.phoneMax ? null : 'phone';
}
