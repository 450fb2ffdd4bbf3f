// The profile form counts what a save sent as saved: a picture path typed while the name was being saved stays in
// the form, in the box that has the focus, still a change to save.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { AccountProfilePage } from './profile-page';
import { holdUserSave } from './template-user.test-data';

describe('AccountProfilePage', () => {
  it('keeps a picture path typed while the name was being saved', async () => {
    const { sent, release: answer } = holdUserSave('Lucía Fernández Gil');
    renderWithRouter(<AccountProfilePage />, '/pages/profile');
    const name = await screen.findByRole('textbox', { name: /^Nombre/ });
    fireEvent.change(name, { target: { value: 'Lucía Fernández Gil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const picture = screen.getByRole('textbox', { name: /^Foto/ });
    picture.focus();
    fireEvent.change(picture, { target: { value: 'images/avatars/female-04.jpg' } });
    answer();
    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument();

    // The heading shows the saved name; the form is the same one, with the address typed and the focus.
    expect(await screen.findByText('Lucía Fernández Gil', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Foto/ })).toBe(picture);
    expect(picture).toHaveFocus();
    expect(picture).toHaveValue('images/avatars/female-04.jpg');
    expect(name).toHaveValue('Lucía Fernández Gil');
    expect(screen.getByRole('button', { name: 'Guardar' })).not.toHaveAttribute('aria-disabled');
  });
});
