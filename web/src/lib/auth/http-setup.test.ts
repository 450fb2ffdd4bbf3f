import { navigationGet } from '@api/endpoints/navigation/navigation';
import { getCurrentUser, login } from '@api/endpoints/node-auth/node-auth';
import { HttpError } from '@http-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpHttpClient } from './http-setup';
import { storeSession } from './session-storage';
import { tokenExpiringIn } from './test-tokens';
import { resetUnauthorizedHandler } from './unauthorized';

type FetchArgs = [string, RequestInit];

function answer(status: number, body: unknown) {
  return vi.fn(async (..._args: FetchArgs) => new Response(JSON.stringify(body), { status }));
}

function sentHeaders(fetchMock: ReturnType<typeof answer>): Headers {
  return new Headers(fetchMock.mock.calls[0]?.[1].headers);
}

const unauthorized = { statusCode: 401, code: 'TOKEN_INVALID', error: 'Unauthorized', message: 'bad token' };
const reload = vi.fn();

describe('HTTP seam set-up', () => {
  const adminToken = tokenExpiringIn(3600);
  const webToken = tokenExpiringIn(3600);

  beforeEach(() => {
    window.localStorage.clear();
    resetUnauthorizedHandler();
    reload.mockReset();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    setUpHttpClient();
    storeSession('admin', { accessToken: adminToken, sid: 'sid-a' });
    storeSession('web', { accessToken: webToken, sid: 'sid-w' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the admin token by default and the web token for calls flagged as from a web user', async () => {
    const fetchMock = answer(200, { _id: 'u' });
    vi.stubGlobal('fetch', fetchMock);
    await getCurrentUser('admin');
    await getCurrentUser('web', { userKind: 'web' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1].headers).get('authorization')).toBe(`Bearer ${adminToken}`);
    expect(new Headers(fetchMock.mock.calls[1]?.[1].headers).get('authorization')).toBe(`Bearer ${webToken}`);
  });

  it('sends no expired token', async () => {
    window.localStorage.setItem('accessToken', tokenExpiringIn(-5));
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await navigationGet();
    expect(sentHeaders(fetchMock).has('authorization')).toBe(false);
  });

  it('signs out both users and reloads on a 401 to a call that carried a token', async () => {
    vi.stubGlobal('fetch', answer(401, unauthorized));
    await expect(getCurrentUser('web', { userKind: 'web' })).rejects.toBeInstanceOf(HttpError);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('webAccessToken')).toBeNull();
    expect(window.localStorage.getItem('sid')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once when several calls fail together', async () => {
    vi.stubGlobal('fetch', answer(401, unauthorized));
    await Promise.allSettled([getCurrentUser('admin'), getCurrentUser('web', { userKind: 'web' })]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ends no session for a 401 to a call without a token (a wrong password)', async () => {
    window.localStorage.removeItem('webAccessToken');
    vi.stubGlobal('fetch', answer(401, { ...unauthorized, code: 'INVALID_CREDENTIALS' }));
    await expect(login({ username: 'x', password: 'y' }, 'web', { userKind: 'web' })).rejects.toMatchObject({
      status: 401,
    });
    expect(window.localStorage.getItem('accessToken')).toBe(adminToken);
    expect(reload).not.toHaveBeenCalled();
  });

  it('adds x-mock-session only when the browser tests set mockSession', async () => {
    const plain = answer(200, {});
    vi.stubGlobal('fetch', plain);
    await navigationGet();
    expect(sentHeaders(plain).has('x-mock-session')).toBe(false);

    window.localStorage.setItem('mockSession', 'e2e-42');
    const isolated = answer(200, {});
    vi.stubGlobal('fetch', isolated);
    await navigationGet();
    expect(sentHeaders(isolated).get('x-mock-session')).toBe('e2e-42');
  });
});
