// A viewport of the given width for every media query of the form (min-width: Nem) or (max-width: Nem), which is
// how Mantine's breakpoints are written. Undo with vi.unstubAllGlobals().
import { vi } from 'vitest';

export function stubViewportWidth(widthPx: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minEm = Number(/min-width:\s*([\d.]+)em/.exec(query)?.[1] ?? 0);
    const maxEm = Number(/max-width:\s*([\d.]+)em/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    return {
      matches: widthPx >= minEm * 16 && widthPx <= maxEm * 16,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}
