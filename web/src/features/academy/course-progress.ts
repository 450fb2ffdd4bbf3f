// Course progress kept in this browser: the furthest step reached per course. The contract has no academy
// write (the template keeps progress only in memory), so the server's progress is the floor and this
// store adds what the user has done here since.
import { useSyncExternalStore } from 'react';

const storageKey = 'academyProgress';
type Progress = Record<string, number>;
const listeners = new Set<() => void>();
let cache: Progress | undefined;

function read(): Progress {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? '{}');
    cache =
      parsed && typeof parsed === 'object'
        ? Object.fromEntries(
            Object.entries(parsed).filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
          )
        : {};
  } catch {
    cache = {};
  }
  return cache;
}

/** Remembers that the user reached `step` (0-based) of a course; never moves progress back. */
export function recordStep(courseId: string, step: number): void {
  const progress = read();
  if ((progress[courseId] ?? -1) >= step) return;
  cache = { ...progress, [courseId]: step };
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(cache));
  } catch {
    // Blocked storage: progress lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The furthest step (0-based) of each course reached in this browser. */
export function useLocalProgress(): Progress {
  return useSyncExternalStore(subscribe, read);
}

/** The step to show as reached: the server's or this browser's, whichever is further. */
export function reachedStep(courseId: string, serverStep: number, local: Progress): number {
  return Math.max(serverStep, local[courseId] ?? 0);
}

/**
 * The course card's button: continue at the step reached, or start; a course finished before and not begun again
 * starts again ("Empezar" beside "Completado 2 veces" read as never begun).
 */
export function courseAction(reached: number, timesCompleted: number): 'continue' | 'startAgain' | 'start' {
  if (reached > 0) return 'continue';
  return timesCompleted > 0 ? 'startAgain' : 'start';
}
