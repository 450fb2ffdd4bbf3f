import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from './session-query';
import { sessionStorageKeys } from './session-storage';
import { tokenExpiringIn } from './test-tokens';
import { useSessionExpiry } from './use-session-expiry';

const start = Date.UTC(2026, 10, 28, 9, 0);

/** The hook for a signed-in admin whose stored token expires `seconds` from the start. */
function renderSignedIn(seconds: number) {
  localStorage.setItem(sessionStorageKeys.admin.token, tokenExpiringIn(seconds, start));
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey('admin'), { isAuthenticated: true, user: null });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSessionExpiry('admin'), { wrapper });
}

describe('useSessionExpiry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('is active, then expiring two minutes ahead, then expired, as the clock runs', () => {
    const { result } = renderSignedIn(5 * 60);
    expect(result.current.phase).toBe('active');
    expect(result.current.expiresAt).toBe(start + 5 * 60_000);
    act(() => vi.advanceTimersByTime(3 * 60_000 - 1));
    expect(result.current.phase).toBe('active');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.phase).toBe('expiring');
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(result.current.phase).toBe('expired');
  });

  it('looks at the clock again when the page comes back into view: a timer may fire late after sleep', () => {
    const { result } = renderSignedIn(5 * 60);
    // The clock jumps past the expiry with no timer run, as over a computer's sleep.
    vi.setSystemTime(start + 6 * 60_000);
    expect(result.current.phase).toBe('active');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current.phase).toBe('expired');
  });

  it('counts from a token another tab renewed', () => {
    const { result } = renderSignedIn(60);
    expect(result.current.phase).toBe('expiring');
    act(() => {
      localStorage.setItem(sessionStorageKeys.admin.token, tokenExpiringIn(8 * 3600, start));
      window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKeys.admin.token }));
    });
    expect(result.current.phase).toBe('active');
    expect(result.current.expiresAt).toBe(start + 8 * 3_600_000);
  });

  it('has nothing to count for someone signed out', () => {
    localStorage.setItem(sessionStorageKeys.admin.token, tokenExpiringIn(60, start));
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQueryKey('admin'), { isAuthenticated: false, user: null });
    const { result } = renderHook(() => useSessionExpiry('admin'), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    expect(result.current).toMatchObject({ phase: 'active', expiresAt: undefined });
  });
});
