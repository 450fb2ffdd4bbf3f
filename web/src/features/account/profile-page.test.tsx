// The profile form counts what a save sent as saved: a picture path typed while the name was being saved stays in
// the form, in the box that has the focus, still a change to save.
import type { UserAccount } from '@api/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { renderWithRouter } from '../../test-utils/render';
import { AccountProfilePage } from './profile-page';

const user: UserAccount = {
  id: 'u1',
  name: 'Lucía Fernández',
  email: 'fernandez.lucia@empresa.es',
  avatar: null,
  status: 'online',
};

describe('AccountProfilePage', () => {
  it('keeps a picture path typed while the name was being saved', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const sent: unknown[] = [];
    stubApi({
      'GET /api/common/user': () => ({ body: user }),
      'PATCH /api/common/user': async ({ body }) => {
        sent.push(body);
        await held;
        return { body: { ...user, name: 'Lucía Fernández Gil' } };
      },
    });
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
