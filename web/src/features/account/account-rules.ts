// Validation of the account forms, within the contract's limits (name ≤ 200, e-mail ≤ 320 characters).
import { isEmailAddress } from '../../lib/email-address';
export type AccountErrorKey = 'required' | 'tooLong' | 'email';

export function nameError(value: string): AccountErrorKey | null {
  if (value.trim() === '') return 'required';
  return value.length > 200 ? 'tooLong' : null;
}

export function emailError(value: string): AccountErrorKey | null {
  if (value.trim() === '') return 'required';
  if (value.length > 320) return 'tooLong';
  return isEmailAddress(value) ? null : 'email';
}
