import type { ContactsContact } from '@api/model';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { EmailFields } from './email-fields';
import { PhoneFields } from './phone-fields';
import { useContactForm } from './use-contact-form';

const contact: ContactsContact = {
  id: 'c1',
  name: 'Ana Ruiz',
  emails: [
    { email: 'ana@example.org', label: 'Work' },
    { email: 'ana.ruiz@example.org', label: 'Personal' },
  ],
  phoneNumbers: [],
  tags: [],
  avatar: null,
  birthday: null,
  address: null,
  notes: null,
};

function Rows() {
  const form = useContactForm(contact);
  return (
    <>
      <EmailFields form={form} />
      <PhoneFields form={form} />
    </>
  );
}

describe('the contact form rows', () => {
  it('removes the row whose button is pressed, and renumbers the rest', async () => {
    renderWithRouter(<Rows />);
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar el correo electrónico 1' }));
    expect(screen.getByLabelText('Correo electrónico 1')).toHaveValue('ana.ruiz@example.org');
    expect(screen.queryByLabelText('Correo electrónico 2')).toBeNull();
  });

  it('adds a blank row with its default label', async () => {
    renderWithRouter(<Rows />);
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir teléfono' }));
    expect(screen.getByLabelText('Teléfono 1')).toHaveValue('');
    expect(screen.getAllByLabelText('Tipo', { selector: 'input' }).at(-1)).toHaveValue('Móvil');
    expect(screen.getByRole('button', { name: 'Quitar el teléfono 1' })).toBeVisible();
  });
});
