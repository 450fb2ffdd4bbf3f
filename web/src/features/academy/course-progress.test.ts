import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { courseAction, reachedStep, recordStep, useLocalProgress } from './course-progress';

describe('course progress', () => {
  it('keeps the furthest step per course, in storage, and tells the screens', () => {
    const { result } = renderHook(() => useLocalProgress());
    act(() => recordStep('c1', 3));
    act(() => recordStep('c1', 1));
    expect(result.current.c1).toBe(3);
    expect(JSON.parse(window.localStorage.getItem('academyProgress') ?? '{}')).toEqual({ c1: 3 });
  });

  it('shows the server progress unless this browser went further', () => {
    expect(reachedStep('c1', 5, { c1: 3 })).toBe(5);
    expect(reachedStep('c1', 2, { c1: 3 })).toBe(3);
    expect(reachedStep('c2', 2, { c1: 3 })).toBe(2);
  });
});

describe('courseAction', () => {
  it('continues a course begun, starts one never finished, starts again one finished and not begun again', () => {
    expect(courseAction(3, 0)).toBe('continue');
    expect(courseAction(3, 2)).toBe('continue');
    expect(courseAction(0, 0)).toBe('start');
    expect(courseAction(0, 2)).toBe('startAgain');
  });
});
