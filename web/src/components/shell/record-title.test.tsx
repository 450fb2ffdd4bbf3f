import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRecordTitle, useShownRecord } from './record-title';

describe('useRecordTitle', () => {
  it('gives the shell the record a screen shows for as long as the screen shows it', () => {
    const shown = renderHook(() => useShownRecord());
    const screen = renderHook(({ title, isPending }) => useRecordTitle(title, isPending), {
      initialProps: { title: undefined as string | undefined, isPending: true },
    });
    expect(shown.result.current).toEqual({ isPending: true });
    screen.rerender({ title: 'Papel A4', isPending: false });
    expect(shown.result.current).toEqual({ title: 'Papel A4', isPending: false });
    screen.unmount();
    expect(shown.result.current).toBeUndefined();
  });

  it('takes a record that failed to load as not pending, with no name', () => {
    const shown = renderHook(() => useShownRecord());
    const screen = renderHook(() => useRecordTitle(undefined, false));
    expect(shown.result.current).toEqual({ isPending: false });
    screen.unmount();
  });
});
