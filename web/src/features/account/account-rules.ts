// Validation of the account forms, within the contract's limits (name ≤ 200, e-mail ≤ 320 characters).
export type AccountErrorKey = 'required' | 'tooLong' | 'email';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function nameError(value: string): AccountErrorKey | null {
  if (value.trim() === '') return 'required';
  return value.length > 200 ? 'tooLong' : null;
}

export function emailError(value: string): AccountErrorKey | null {
  if (value.trim() === '') return 'required';
  if (value.length > 320) return 'tooLong';
  return emailPattern.test(value.trim()) ? null : 'email';
}
