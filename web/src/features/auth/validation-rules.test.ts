import { describe, expect, it } from 'vitest';
import { email, maxLength, newPassword, phone, required, sameAs, username } from './validation-rules';

describe('form rules', () => {
  it('requires a value', () => {
    expect(required('  ')).toBe('required');
    expect(required('x')).toBeNull();
  });

  it('checks e-mail addresses loosely', () => {
    expect(email('')).toBe('required');
    expect(email('lucia@correo')).toBe('email');
    expect(email('lucia.martin@correo.example')).toBeNull();
  });

  it('follows the contract for user names', () => {
    expect(username('ab')).toBe('username');
    expect(username('Lucia')).toBe('username');
    expect(username('lucia.martin')).toBeNull();
  });

  it('asks new passwords for 8 to 128 characters and the same text twice', () => {
    expect(newPassword('1234567')).toBe('passwordLength');
    expect(newPassword('Capacitacion.2026')).toBeNull();
    expect(sameAs('abc')('abd')).toBe('passwordsDiffer');
    expect(sameAs('abc')('abc')).toBeNull();
  });

  it('limits lengths and phone characters', () => {
    expect(maxLength(3)('abcd')).toBe('tooLong');
    expect(phone('')).toBeNull();
    expect(phone('+34 600 12-34 (5)')).toBeNull();
    expect(phone('llámame')).toBe('phone');
  });
});
