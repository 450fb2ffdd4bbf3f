import type { Persona, Webuser } from '@api/model';
import { describe, expect, it } from 'vitest';
import { contactChanges, contactValues, profileChanges, profileValues } from './profile-values';

const person: Persona = {
  _id: 'p1',
  firstName: 'Pablo',
  lastName: 'García Ruiz',
  phone: '976 000 000',
  city: 'Huesca',
};
const webuser: Webuser = {
  _id: 'w1',
  personId: 'p1',
  username: 'pablo.garcia',
  email: 'pablo.garcia@correo.example',
  status: 'online',
  moduleroles: ['capacitacion:view'],
  language: 'es',
  avatar: 'images/avatars/male-02.jpg',
};

describe('profileValues', () => {
  it('reads the person and the web user, with blanks for missing fields', () => {
    expect(profileValues(person, webuser)).toEqual({
      firstName: 'Pablo',
      lastName: 'García Ruiz',
      documentType: '',
      documentNumber: '',
      birthDate: '',
      organization: '',
      position: '',
      city: 'Huesca',
      province: '',
      email: 'pablo.garcia@correo.example',
      phone: '976 000 000',
      language: 'es',
      avatar: 'images/avatars/male-02.jpg',
    });
  });
});

describe('profileChanges', () => {
  const initial = profileValues(person, webuser);

  it('sends trimmed person fields and the same contact data to both records', () => {
    const changes = profileChanges(
      { ...initial, firstName: ' Pablo ', email: ' pablo@correo.example ', phone: ' 600 111 222 ', language: 'en' },
      initial,
    );
    expect(changes.person).toMatchObject({ firstName: 'Pablo', email: 'pablo@correo.example', phone: '600 111 222' });
    expect(changes.webuser).toEqual({ email: 'pablo@correo.example', phone: '600 111 222', language: 'en' });
  });

  it('leaves out empty enumerations and dates, and an emptied phone on the web user', () => {
    const changes = profileChanges({ ...initial, phone: '' }, initial);
    expect(changes.person).not.toHaveProperty('documentType');
    expect(changes.person).not.toHaveProperty('birthDate');
    expect(changes.person.phone).toBe('');
    expect(changes.webuser).not.toHaveProperty('phone');
  });

  it('sends an emptied document type and birth date as null, which removes them', () => {
    const filled = { ...initial, documentType: 'DNI' as const, birthDate: '1990-02-03' };
    const changes = profileChanges({ ...filled, documentType: '', birthDate: '' }, filled);
    expect(changes.person).toMatchObject({ documentType: null, birthDate: null });
  });

  it('upper-cases the document number and sends the type and date when filled in', () => {
    const changes = profileChanges(
      { ...initial, documentType: 'DNI', documentNumber: '12345678z', birthDate: '1990-02-03' },
      initial,
    );
    expect(changes.person).toMatchObject({ documentType: 'DNI', documentNumber: '12345678Z', birthDate: '1990-02-03' });
  });

  it('sends the picture only when a new one was chosen', () => {
    expect(profileChanges(initial, initial).webuser).not.toHaveProperty('avatar');
    const picture = 'data:image/jpeg;base64,/9j/4AAQ';
    expect(profileChanges({ ...initial, avatar: picture }, initial).webuser.avatar).toBe(picture);
  });
});

describe('contactChanges', () => {
  it('sends only the contact data, trimmed, to both records; an emptied phone to the person only', () => {
    expect(contactChanges({ email: ' pablo@correo.example ', phone: ' 600 111 222 ' })).toEqual({
      person: { email: 'pablo@correo.example', phone: '600 111 222' },
      webuser: { email: 'pablo@correo.example', phone: '600 111 222' },
    });
    expect(contactChanges({ email: 'pablo@correo.example', phone: '' })).toEqual({
      person: { email: 'pablo@correo.example', phone: '' },
      webuser: { email: 'pablo@correo.example' },
    });
  });

  it("reads the web user's phone, else the person's", () => {
    expect(contactValues(person, webuser)).toEqual({ email: 'pablo.garcia@correo.example', phone: '976 000 000' });
    expect(contactValues(person, { ...webuser, phone: '600 111 222' }).phone).toBe('600 111 222');
  });
});
