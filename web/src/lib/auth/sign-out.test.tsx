import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { renderWithRouter } from '../../test-utils/render';
import { sessionQueryKey, signedOut } from './session-query';
import { readUsableToken, storeSession } from './session-storage';
import { signOut } from './sign-out';
import { tokenExpiringIn } from './test-tokens';

describe('signOut', () => {
  it('tells the server, forgets the token and takes the leaving user’s notices off the screen', async () => {
    storeSession('admin', { accessToken: tokenExpiringIn(3600), sid: 'sid-a' });
    const fetchMock = stubApi({ 'POST /api/auth/admin/logout': () => ({ body: { ok: true } }) });
    const { queryClient } = renderWithRouter(<p>pantalla</p>);
    act(() => {
      // Kept until taken off: the test waits for the sign-out to take it, not for its time to run out.
      notifications.show({ message: 'Usuario corriente encontrado con éxito', autoClose: false });
    });
    expect(await screen.findByText('Usuario corriente encontrado con éxito')).toBeInTheDocument();

    await act(() => signOut(queryClient, 'admin'));

    expect(fetchMock).toHaveBeenCalledWith('/api/auth/admin/logout?sid=sid-a', expect.anything());
    expect(readUsableToken('admin')).toBeUndefined();
    expect(queryClient.getQueryData(sessionQueryKey('admin'))).toEqual(signedOut);
    await waitFor(() => expect(screen.queryByText('Usuario corriente encontrado con éxito')).not.toBeInTheDocument());
  });
});
