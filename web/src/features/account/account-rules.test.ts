import { describe, expect, it } from 'vitest';
import { emailError, nameError } from './account-rules';

describe('account rules', () => {
  it('wants a name within 200 characters', () => {
    expect(nameError('Lucía Fernández')).toBeNull();
    expect(nameError('  ')).toBe('required');
    expect(nameError('x'.repeat(201))).toBe('tooLong');
  });

  it('wants a plausible e-mail within 320 characters', () => {
    expect(emailError('fernandez.lucia@empresa.es')).toBeNull();
    expect(emailError('fernandez.lucia@')).toBe('email');
    expect(emailError('')).toBe('required');
    expect(emailError(`${'x'.repeat(320)}@a.es`)).toBe('tooLong');
  });
});
