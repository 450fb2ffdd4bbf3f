import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import type { ShellUser } from '../shell/shell-data';
import { UserMenu } from './user-menu';

const lucia: ShellUser = {
  kind: 'web',
  id: 'f6ce0c3011edc8716fa1ce32',
  username: 'lucia.martin',
  email: 'lucia.martin@correo.example',
  personId: 'f7aca6ba713d68cdfee81c52',
  hasPerson: true,
  moduleroles: ['tablero:view'],
  status: 'busy',
  displayName: 'Lucía Martín Ortega',
};

/**
 * The menu's code arrives after the first render (see defer-popup.tsx) and its trigger replaces the placeholder:
 * click the menu's own trigger, once the placeholder has gone (a click on a replaced element reaches nothing).
 */
async function openMenu() {
  const name = 'Menú de usuario';
  await waitFor(() => expect(screen.getByRole('button', { name })).not.toHaveAttribute('data-popup-pending'));
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('UserMenu', () => {
  it('offers a sign-in button to visitors', async () => {
    renderWithRouter(<UserMenu user={null} signInTo="/web/ingresar" />);
    const links = await screen.findAllByRole('link', { name: 'Ingresar' });
    expect(links[0]).toHaveAttribute('href', '/web/ingresar');
    expect(screen.queryByRole('button', { name: 'Menú de usuario' })).not.toBeInTheDocument();
  });

  it('shows the user id label, the e-mail, the profile entry, the status submenu and sign-out', async () => {
    renderWithRouter(<UserMenu user={lucia} signInTo="/web/ingresar" />);
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Mi perfil' })).toBeInTheDocument();
    expect(screen.getByText('Usuario lucia.martin')).toBeInTheDocument();
    expect(screen.getByText('lucia.martin@correo.example')).toBeInTheDocument();
    // Items after the presence submenu are looked up by text: happy-dom's role query misses them.
    expect(screen.getByText('Estado').closest('[role=menuitem]')).toBeInTheDocument();
    expect(screen.getByText('Cerrar sesión').closest('[role=menuitem]')).toBeInTheDocument();
  });

  it('shows neither avatar status nor the status submenu before the person is known', async () => {
    renderWithRouter(<UserMenu user={{ ...lucia, hasPerson: false }} signInTo="/web/ingresar" />);
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Mi perfil' })).toBeInTheDocument();
    expect(screen.queryByText('Estado')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('offers no presence status to staff users', async () => {
    renderWithRouter(<UserMenu user={{ ...lucia, kind: 'admin', status: 'active' }} signInTo="/sign-in" />);
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Mi perfil' })).toBeInTheDocument();
    expect(screen.queryByText('Estado')).not.toBeInTheDocument();
  });
});
