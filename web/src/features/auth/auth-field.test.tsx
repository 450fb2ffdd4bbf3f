import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { AuthField, type AuthFieldKind } from './auth-field';

function Fields({ kinds }: { kinds: AuthFieldKind[] }) {
  const form = useForm({ mode: 'uncontrolled', initialValues: Object.fromEntries(kinds.map((kind) => [kind, ''])) });
  return kinds.map((kind) => <AuthField key={kind} form={form} name={kind} />);
}

/** The label element of a field, to read its required mark. */
const labelOf = (text: RegExp) => screen.getByText(text, { selector: 'label' });

describe('AuthField', () => {
  it('asks for each value with its label, its input type and the autofill token browsers and managers read', async () => {
    renderWithRouter(<Fields kinds={['login', 'email', 'phone', 'password', 'newPassword', 'confirmation']} />);
    expect(await screen.findByLabelText(/Usuario o correo electrónico/)).toHaveAttribute('autocomplete', 'username');
    const email = screen.getByLabelText(/^Correo electrónico/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(/Teléfono/)).toHaveAttribute('type', 'tel');
    const password = screen.getByLabelText(/^Contraseña/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText(/Nueva contraseña/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/Repita la contraseña/)).toHaveAttribute('autocomplete', 'new-password');
  });

  it('marks every field as required but the phone', async () => {
    renderWithRouter(<Fields kinds={['email', 'phone']} />);
    await screen.findByLabelText(/Teléfono/);
    expect(labelOf(/^Correo electrónico/)).toHaveTextContent('*');
    expect(labelOf(/^Teléfono/)).not.toHaveTextContent('*');
  });

  it('gives the user name its hint', async () => {
    renderWithRouter(<Fields kinds={['username']} />);
    expect(await screen.findByLabelText(/Nombre de usuario/)).toHaveAccessibleDescription(
      'Minúsculas, números, punto, guion o guion bajo.',
    );
  });
});
