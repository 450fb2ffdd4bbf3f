import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraftText } from './use-draft-text';

describe('useDraftText', () => {
  it('takes the trimmed text out of the box, and leaves a blank box as it is', () => {
    const { result } = renderHook(() => useDraftText());
    act(() => result.current.setText('   '));
    let taken: string | undefined = 'none';
    act(() => {
      taken = result.current.take();
    });
    expect(taken).toBeUndefined();
    expect(result.current.text).toBe('   ');

    act(() => result.current.setText('  Pliegos '));
    act(() => {
      taken = result.current.take();
    });
    expect(taken).toBe('Pliegos');
    expect(result.current.text).toBe('');
  });

  it('gives a text back to an empty box, never over one typed since', () => {
    const { result } = renderHook(() => useDraftText());
    act(() => result.current.giveBack('Pliegos'));
    expect(result.current.text).toBe('Pliegos');
    act(() => result.current.setText('Recursos'));
    act(() => result.current.giveBack('Pliegos'));
    expect(result.current.text).toBe('Recursos');
  });
});
