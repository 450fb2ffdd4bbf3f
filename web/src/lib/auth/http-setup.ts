// Connects the generated client's HTTP seam to the browser sessions: same-origin API, the unexpired token
// of the user kind each call names, sign-out of both kinds on a 401, and the browser tests' state header.
import { configureHttpClient } from '@http-client';
import { mockSessionHeaders } from '../mock-session';
import { readUsableToken } from './session-storage';
import { signOutEverywhereAndReload } from './unauthorized';

export function setUpHttpClient(): void {
  configureHttpClient({
    baseUrl: '',
    getToken: (kind) => readUsableToken(kind),
    onUnauthorized: () => signOutEverywhereAndReload(),
    extraHeaders: mockSessionHeaders,
  });
}
