import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteEndedSession, useEndedSessionNote } from './ended-session';
import { sessionStorageKeys } from './session-storage';
import { resetUnauthorizedHandler, signOutEverywhereAndReload } from './unauthorized';

describe('the ended-session note', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    resetUnauthorizedHandler();
  });

  it('is shown by the first sign-in screen after the reload, then gone', () => {
    noteEndedSession();
    expect(renderHook(() => useEndedSessionNote()).result.current).toBe(true);
    expect(renderHook(() => useEndedSessionNote()).result.current).toBe(false);
  });

  it('is left when a signed-in person is signed out, not when nobody was', () => {
    const reload = vi.fn();
    signOutEverywhereAndReload(reload);
    expect(sessionStorage.getItem('sessionEnded')).toBeNull();
    resetUnauthorizedHandler();
    localStorage.setItem(sessionStorageKeys.web.sid, 'b2c3');
    signOutEverywhereAndReload(reload);
    expect(sessionStorage.getItem('sessionEnded')).toBe('1');
    expect(localStorage.getItem(sessionStorageKeys.web.sid)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
