// The back-office home tells an administrator of the users about the staff sign-ups waiting for them; nobody else.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test-utils/fetch-routes';
import { renderWithRouter } from '../../../test-utils/render';
import { signedInClient } from '../../../test-utils/signed-in';
import { WelcomeHomePage } from './welcome-home-page';

const emptyPage = { items: [], page: 0, size: 20, total: 0, totalPages: 0 };

function renderHome(moduleroles: string[]) {
  const fetchMock = stubApi({
    'GET /api/node/posts/search': () => ({ body: emptyPage }),
    'GET /api/node/tasks/search': () => ({ body: emptyPage }),
    'GET /api/node/usuarios/search': () => ({ body: { ...emptyPage, size: 1, total: 2, totalPages: 2 } }),
  });
  const queryClient = signedInClient({ username: 'lola.saiz', moduleroles });
  renderWithRouter(<WelcomeHomePage />, '/welcome/home', queryClient);
  const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://app.test').pathname);
  return { asked };
}

describe('WelcomeHomePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells an administrator of the users how many sign-ups wait, with a link to them', async () => {
    renderHome(['usuarios:admin', 'tareas:view']);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('2 cuentas de personal esperan que un administrador las active.');
    expect(screen.getByRole('link', { name: 'Ver las cuentas pendientes' })).toHaveAttribute(
      'href',
      '/users?status=pending',
    );
  });

  it('neither says nor asks it to someone who cannot activate them', async () => {
    const { asked } = renderHome(['usuarios:view', 'tareas:view']);
    await waitFor(() => expect(asked()).toContain('/api/node/tasks/search'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked()).not.toContain('/api/node/usuarios/search');
  });
});
