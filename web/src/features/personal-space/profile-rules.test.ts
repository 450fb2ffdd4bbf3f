import { describe, expect, it } from 'vitest';
import { isValidDni, isValidNie, profileRules } from './profile-rules';
import type { ProfileValues } from './profile-values';

const values: ProfileValues = {
  firstName: 'Lucía',
  lastName: 'Martín Ortega',
  documentType: 'DNI',
  documentNumber: '12345678Z',
  birthDate: '1988-04-12',
  organization: 'Ayuntamiento de Zaragoza',
  position: 'Técnica de contratación',
  city: 'Zaragoza',
  province: 'Zaragoza',
  email: 'lucia.martin@correo.example',
  phone: '+34 600 123 456',
  language: 'es',
  avatar: '',
};

function check<K extends keyof ProfileValues>(field: K, value: ProfileValues[K], others: Partial<ProfileValues> = {}) {
  return profileRules[field]?.(value, { ...values, ...others, [field]: value }) ?? null;
}

describe('identity documents', () => {
  it('checks the DNI control letter', () => {
    expect(isValidDni('12345678Z')).toBe(true);
    expect(isValidDni('12345678z')).toBe(true);
    expect(isValidDni('12345678A')).toBe(false);
    expect(isValidDni('1234567Z')).toBe(false);
  });

  it('checks the NIE control letter, reading X, Y and Z as 0, 1 and 2', () => {
    expect(isValidNie('X1234567L')).toBe(true);
    expect(isValidNie('Y1234567X')).toBe(true);
    expect(isValidNie('Z1234567R')).toBe(true);
    expect(isValidNie('X1234567A')).toBe(false);
  });

  it('checks the number against the chosen document type', () => {
    expect(check('documentNumber', '12345678Z')).toBeNull();
    expect(check('documentNumber', '12345678A')).toBe('dni');
    expect(check('documentNumber', 'X1234567A', { documentType: 'NIE' })).toBe('nie');
    expect(check('documentNumber', 'PAB123456', { documentType: 'PASAPORTE' })).toBeNull();
    expect(check('documentNumber', 'P-1', { documentType: 'PASAPORTE' })).toBe('passport');
    expect(check('documentNumber', '')).toBeNull();
  });
});

describe('profileRules', () => {
  it('passes a complete, valid profile', () => {
    for (const field of Object.keys(profileRules) as (keyof ProfileValues)[]) {
      expect(check(field, values[field]), field).toBeNull();
    }
  });

  it('requires the name, the surnames and the e-mail', () => {
    expect(check('firstName', '  ')).toBe('required');
    expect(check('lastName', '')).toBe('required');
    expect(check('email', '')).toBe('required');
  });

  it('keeps to the contract limits', () => {
    expect(check('firstName', 'a'.repeat(81))).toBe('tooLong');
    expect(check('lastName', 'a'.repeat(120))).toBeNull();
    expect(check('organization', 'a'.repeat(161))).toBe('tooLong');
  });

  it('checks the e-mail and phone formats; the phone is optional', () => {
    expect(check('email', 'lucia@')).toBe('email');
    expect(check('phone', '')).toBeNull();
    expect(check('phone', '976')).toBe('phone');
    expect(check('phone', 'seis cero cero')).toBe('phone');
  });

  it('refuses birth dates in the future or before 1900', () => {
    expect(check('birthDate', '')).toBeNull();
    expect(check('birthDate', '2999-01-01')).toBe('birthDateFuture');
    expect(check('birthDate', '1850-01-01')).toBe('birthDateOld');
  });
});
