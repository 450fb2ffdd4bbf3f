import type { SessionUser } from '@api/model';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { signedInClient } from '../../test-utils/signed-in';
import { PersonHomePage } from './person-home-page';

const lucia: SessionUser = {
  _id: 'f6ce0c3011edc8716fa1ce32',
  kind: 'web',
  username: 'lucia.martin',
  email: 'lucia.martin@correo.example',
  personId: 'f7aca6ba713d68cdfee81c52',
  moduleroles: ['capacitacion:view', 'tablero:view', 'workflow:user'],
  language: 'es',
};

function renderFor(user: SessionUser) {
  return renderWithRouter(<PersonHomePage />, '/espacio/persona', signedInClient(user));
}

describe('PersonHomePage', () => {
  it('shows the banner and the four cards to a user with every module', async () => {
    renderFor(lucia);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi espacio' })).toBeInTheDocument();
    expect(screen.getByText(/Le damos la bienvenida a su espacio personal/)).toBeInTheDocument();
    const cards = screen.getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/espacio/capacitacion/persona/f7aca6ba713d68cdfee81c52',
      '/espacio/persona/tablero',
      '/workflow/web/mistramites/inicio',
      '/persona/perfil/editar/f7aca6ba713d68cdfee81c52',
    ]);
    expect(screen.getByRole('link', { name: /Tablero de gestión/ })).toBeInTheDocument();
  });

  it('shows only the training and profile cards to a user without board or workflow roles', async () => {
    renderFor({ ...lucia, moduleroles: ['capacitacion:view'] });
    await screen.findByRole('heading', { level: 1, name: 'Mi espacio' });
    expect(screen.getAllByRole('link').map((card) => card.textContent)).toEqual([
      expect.stringContaining('Mis formaciones'),
      expect.stringContaining('Mi perfil'),
    ]);
  });
});
