import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  readStoredSid,
  readUsableToken,
  sessionStorageKeys,
  storeSession,
} from './session-storage';
import { tokenExpiringIn } from './test-tokens';

describe('session storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the admin token under accessToken and the web token under webAccessToken', () => {
    const admin = tokenExpiringIn(3600);
    const web = tokenExpiringIn(7200);
    storeSession('admin', { accessToken: admin, sid: 'sid-a' });
    storeSession('web', { accessToken: web, sid: 'sid-w' });
    expect(window.localStorage.getItem('accessToken')).toBe(admin);
    expect(window.localStorage.getItem('webAccessToken')).toBe(web);
    expect(readUsableToken('admin')).toBe(admin);
    expect(readUsableToken('web')).toBe(web);
    expect(readStoredSid('admin')).toBe('sid-a');
    expect(readStoredSid('web')).toBe('sid-w');
  });

  it('removes a stored literal "undefined" instead of sending it', () => {
    window.localStorage.setItem(sessionStorageKeys.admin.token, 'undefined');
    window.localStorage.setItem(sessionStorageKeys.admin.sid, 'sid-a');
    expect(readUsableToken('admin')).toBeUndefined();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('sid')).toBeNull();
  });

  it('never returns an expired token, and forgets it', () => {
    window.localStorage.setItem('webAccessToken', tokenExpiringIn(-10));
    expect(readUsableToken('web')).toBeUndefined();
    expect(window.localStorage.getItem('webAccessToken')).toBeNull();
  });

  it('judges expiry against the given clock', () => {
    const now = Date.now();
    storeSession('admin', { accessToken: tokenExpiringIn(60, now), sid: 's' });
    expect(readUsableToken('admin', now + 59_000)).toBeDefined();
    expect(readUsableToken('admin', now + 61_000)).toBeUndefined();
  });

  it('re-saves only the token after an authentication check, keeping the session id', () => {
    const token = tokenExpiringIn(3600);
    storeSession('admin', { accessToken: token, sid: 'sid-a' });
    storeSession('admin', { accessToken: token });
    expect(readStoredSid('admin')).toBe('sid-a');
  });

  it('clears one kind without touching the other', () => {
    storeSession('admin', { accessToken: tokenExpiringIn(60), sid: 'a' });
    storeSession('web', { accessToken: tokenExpiringIn(60), sid: 'w' });
    clearStoredSession('admin');
    expect(readUsableToken('admin')).toBeUndefined();
    expect(readStoredSid('admin')).toBeUndefined();
    expect(readUsableToken('web')).toBeDefined();
  });
});
