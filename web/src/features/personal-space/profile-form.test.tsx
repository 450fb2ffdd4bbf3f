// The profile form of a person who signed up: no document type yet.
import type { Persona, Webuser } from '@api/model';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { renderWithRouter } from '../../test-utils/render';
import { ProfileForm } from './profile-form';

const person: Persona = { _id: 'a'.repeat(24), firstName: 'Nuria', lastName: 'Prieto', email: 'nuria@example.org' };
const webuser: Webuser = {
  _id: 'b'.repeat(24),
  username: 'nuria.prieto',
  email: 'nuria@example.org',
  personId: person._id,
  moduleroles: ['capacitacion:view'],
  status: 'online',
  language: 'es',
};

describe('ProfileForm', () => {
  it('shows no clear button on the document type a new person has not given', async () => {
    stubApi({});
    renderWithRouter(<ProfileForm records={{ person, webuser }} webuserId={webuser._id} personId={person._id} />);
    const documentType = await screen.findByRole('combobox', { name: 'Tipo de documento' });
    expect(documentType).toHaveValue('');
    expect(documentType.closest('.mantine-Input-wrapper')?.querySelector('.mantine-InputClearButton-root')).toBeNull();
  });
});
