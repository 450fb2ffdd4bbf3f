// Vitest set-up: DOM matchers, translations (Spanish), the HTTP seam as the app sets it up, and no network:
// a test that needs answers stubs fetch itself.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setUpHttpClient } from '../lib/auth/http-setup';
import { loadAllNamespaces } from '../lib/i18n/i18n';
import { themes } from '../theme';

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

// happy-dom lays nothing out, so floating-ui's `hide` middleware finds every menu's and tooltip's target out of
// view once it has positioned the dropdown, and Mantine then hides the dropdown (display: none): whether a test
// read the menu before that was a race. Without layout there is nothing to be detached from. The browser tests
// keep the app's behaviour.
for (const theme of Object.values(themes)) {
  theme.components = {
    ...theme.components,
    Popover: {
      ...theme.components?.Popover,
      defaultProps: { ...theme.components?.Popover?.defaultProps, hideDetached: false },
    },
    Tooltip: {
      ...theme.components?.Tooltip,
      defaultProps: { ...theme.components?.Tooltip?.defaultProps, hideDetached: false },
    },
  };
}

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

// The test files of a worker share the page and the modules (vitest.config.ts): each test leaves them as it
// found them.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  notifications.clean();
  notifications.cleanQueue();
  document.body.replaceChildren();
  window.localStorage.clear();
});
