import { describe, expect, it } from 'vitest';
import { supportErrors } from './support-rules';

const valid = {
  name: 'Lucía Fernández',
  email: 'lucia@example.es',
  subject: 'Acceso',
  message: 'No puedo abrir el expediente 2025/CON/0142.',
};

describe('support form rules', () => {
  it('accepts a complete request', () => {
    expect(supportErrors(valid)).toEqual({});
  });

  it('asks for every field', () => {
    expect(supportErrors({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
  });

  it('refuses a malformed e-mail and a message too short to act on', () => {
    expect(supportErrors({ ...valid, email: 'lucia@', message: 'Ayuda' })).toEqual({
      email: 'email',
      message: 'messageLength',
    });
  });
});
