// Vitest set-up: DOM matchers, translations (Spanish), the HTTP seam as the app sets it up, and no network:
// a test that needs answers stubs fetch itself.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setUpHttpClient } from '../lib/auth/http-setup';
import { loadAllNamespaces } from '../lib/i18n/i18n';

setUpHttpClient();
// findBy/waitFor wait on a condition; the cap only matters when it never comes. Testing Library's 1 s cap was
// a race against the machine's load (the gate runs other suites beside this one).
configure({ asyncUtilTimeout: 10_000 });
// Tests render any screen at once: every Spanish namespace is there before the first test.
await loadAllNamespaces();

// happy-dom lays nothing out, so Mantine's focus trap finds no focusable element in an opened menu and prints the
// whole node, fibers and all (megabytes), at every opening: enough to make a test outlast its time. The browser
// tests (tests/e2e/open-overlays.spec.ts) check where the focus goes.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const [message] = args;
  if (typeof message === 'string' && message.startsWith('[@mantine/hooks/use-focus-trap] Failed to find focusable'))
    return;
  warn(...args);
};

// The DOM here has no FontFaceSet; Mantine's autosize textarea listens to it (the entity forms' long texts).
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('No network in unit tests: stub fetch in the test that needs answers');
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
