import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './use-single-flight';

/** A promise the test settles when it chooses: the save "under way". */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('useSingleFlight', () => {
  it('runs the action once while a first call is under way, and again once it has ended', async () => {
    const pending = deferred();
    const action = vi.fn((_title: string) => pending.promise);
    const { result } = renderHook(() => useSingleFlight(action));
    const first = result.current('Proveedores');
    void result.current('Proveedores');
    expect(action).toHaveBeenCalledOnce();
    pending.resolve();
    await first;
    await result.current('Contratos');
    expect(action).toHaveBeenCalledTimes(2);
    expect(action).toHaveBeenLastCalledWith('Contratos');
  });

  it('lets the action run again after a failure, and passes the failure on', async () => {
    const pending = deferred();
    const action = vi.fn(() => pending.promise);
    const { result } = renderHook(() => useSingleFlight(action));
    const first = result.current();
    pending.reject(new Error('refused'));
    await expect(first).rejects.toThrow('refused');
    const retry = vi.fn(async () => undefined);
    action.mockImplementation(retry);
    await result.current();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('calls the latest action given, with a stable function across renders', async () => {
    const { result, rerender } = renderHook(({ action }) => useSingleFlight(action), {
      initialProps: { action: vi.fn(async () => 'first') },
    });
    const before = result.current;
    const latest = vi.fn(async () => 'latest');
    rerender({ action: latest });
    expect(result.current).toBe(before);
    await result.current();
    expect(latest).toHaveBeenCalledOnce();
  });
});
