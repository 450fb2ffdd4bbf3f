// The account form counts what a save sent as saved: a name typed while its answer was on the way stays in the form,
// still a change to save and to ask about before leaving.
import type { UserAccount } from '@api/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { renderWithRouter } from '../../test-utils/render';
import { signedInClient } from '../../test-utils/signed-in';
import { AccountSettingsPage } from './settings-page';
import { holdUserSave, templateUser as user } from './template-user.test-data';

describe('AccountSettingsPage', () => {
  it('keeps a name typed while the account was being saved', async () => {
    const { sent, release: answer } = holdUserSave('Lucía Fernández Gil');
    const { router } = renderWithRouter(<AccountSettingsPage />, '/pages/settings');
    const name = await screen.findByRole('textbox', { name: /^Nombre/ });
    name.focus();
    fireEvent.change(name, { target: { value: 'Lucía Fernández Gil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.change(name, { target: { value: 'Lucía Fernández Gil de Lara' } });
    answer();
    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument();

    // The same box, still holding the focus: the form was not built anew over the saved values.
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toBe(name);
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Lucía Fernández Gil de Lara');
    expect(screen.getByRole('button', { name: 'Guardar' })).not.toHaveAttribute('aria-disabled');
    void router.navigate({ to: '/pages/profile' });
    expect(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).toBeInTheDocument();
  });

  it('shows the account as saved, with nothing left to save, when nothing was typed after', async () => {
    stubApi({
      'GET /api/common/user': () => ({ body: user }),
      'PATCH /api/common/user': ({ body }) => ({
        body: { ...user, ...(body as { user: Partial<UserAccount> }).user },
      }),
    });
    renderWithRouter(<AccountSettingsPage />, '/pages/settings');
    const name = await screen.findByRole('textbox', { name: /^Nombre/ });
    fireEvent.change(name, { target: { value: '  Lucía Fernández Gil ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveValue('Lucía Fernández Gil'));
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("says whose account it is, and links a staff member's own profile", async () => {
    stubApi({ 'GET /api/common/user': () => ({ body: user }) });
    renderWithRouter(<AccountSettingsPage />, '/pages/settings', signedInClient({ personId: 'p'.repeat(24) }));
    expect(await screen.findByText(/^Es su cuenta en las aplicaciones de correo y chat/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver su perfil de personal' })).toHaveAttribute(
      'href',
      `/loggeduser/profile/${'p'.repeat(24)}`,
    );
  });
});
