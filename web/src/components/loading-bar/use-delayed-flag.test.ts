import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from './use-delayed-flag';

describe('useDelayedFlag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays off until the input has been on for the whole delay', () => {
    const { result } = renderHook(({ isOn }) => useDelayedFlag(isOn, 200), { initialProps: { isOn: true } });
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never turns on for an input shorter than the delay', () => {
    const { result, rerender } = renderHook(({ isOn }) => useDelayedFlag(isOn, 200), { initialProps: { isOn: true } });
    act(() => vi.advanceTimersByTime(150));
    rerender({ isOn: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });

  it('turns off as soon as the input turns off', () => {
    const { result, rerender } = renderHook(({ isOn }) => useDelayedFlag(isOn, 200), { initialProps: { isOn: true } });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(true);
    rerender({ isOn: false });
    expect(result.current).toBe(false);
  });
});
