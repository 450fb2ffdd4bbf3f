import type { LoginResult, Persona } from '@api/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '../../lib/auth/session-query';
import { tokenExpiringIn } from '../../lib/auth/test-tokens';
import { stubApi } from '../../test-utils/fetch-routes';
import { renderWithRouter } from '../../test-utils/render';
import { WebSignInPage } from './web-sign-in-page';

const user = {
  _id: 'f6ce0c3011edc8716fa1ce32',
  kind: 'web',
  username: 'lucia.martin',
  email: 'lucia.martin@correo.example',
  personId: 'f7aca6ba713d68cdfee81c52',
  moduleroles: ['tablero:view'],
  language: 'es',
} satisfies LoginResult['user'];
const person: Persona = { _id: user.personId, firstName: 'Lucía', lastName: 'Martín Ortega' };

async function fillAndSubmit(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/Usuario o correo electrónico/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/Contraseña/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('WebSignInPage', () => {
  it('explains in Spanish what is missing before asking the server', async () => {
    const fetchMock = stubApi({});
    renderWithRouter(<WebSignInPage redirectURL={undefined} />, '/web/ingresar');
    fireEvent.click(await screen.findByRole('button', { name: 'Ingresar' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the warn-level "Error en la autenticación" alert when the server refuses the login', async () => {
    stubApi({
      'POST /api/auth/web/login': () => ({ status: 401, body: { statusCode: 401, message: 'Wrong user name' } }),
    });
    renderWithRouter(<WebSignInPage redirectURL={undefined} />, '/web/ingresar');
    await fillAndSubmit('lucia.martin', 'mal');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error en la autenticación');
    expect(window.localStorage.getItem('webAccessToken')).toBeNull();
  });

  it('stores the web token, publishes the session with its person and goes to redirectURL', async () => {
    const accessToken = tokenExpiringIn(3600);
    stubApi({
      'POST /api/auth/web/login': () => ({
        body: { accessToken, tokenType: 'Bearer', expiresIn: 3600, sid: 'sid-1', user },
      }),
      'GET /api/auth/web/me': ({ headers }) => ({
        status: headers.get('authorization') === `Bearer ${accessToken}` ? 200 : 401,
        body: user,
      }),
      [`GET /api/node/webusers/${user._id}/person`]: () => ({ body: person }),
    });
    const { router, queryClient } = renderWithRouter(
      <WebSignInPage redirectURL="/espacio/persona/tablero" />,
      '/web/ingresar',
    );
    await fillAndSubmit('lucia.martin', 'Capacitacion.2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/espacio/persona/tablero'));
    expect(window.localStorage.getItem('webAccessToken')).toBe(accessToken);
    expect(window.localStorage.getItem('webSid')).toBe('sid-1');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(queryClient.getQueryData(sessionQueryKey('web'))).toEqual({ isAuthenticated: true, user });
    expect(await screen.findByText('Usuario corriente encontrado con éxito')).toBeInTheDocument();
  });
});
