// Validation of the support form: every field required, a plausible e-mail, a message long enough to act on.
import { isEmailAddress } from '../../lib/email-address';
export interface SupportValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type SupportErrorKey = 'required' | 'email' | 'messageLength';

export const minMessageLength = 20;

export function supportErrors(values: SupportValues): Partial<Record<keyof SupportValues, SupportErrorKey>> {
  const errors: Partial<Record<keyof SupportValues, SupportErrorKey>> = {};
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    if (values[field].trim() === '') errors[field] = 'required';
  }
  if (!errors.email && !isEmailAddress(values.email)) errors.email = 'email';
  if (!errors.message && values.message.trim().length < minMessageLength) errors.message = 'messageLength';
  return errors;
}
