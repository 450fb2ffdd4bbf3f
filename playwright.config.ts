// Browser tests (tests/e2e): Debian's Chromium headless shell (scripts/ensure-chromium.mjs), never a downloaded
// browser; the built web app served by our own server on a separate port with template latency off. Each test
// isolates its server state through x-mock-session (see tests/e2e/fixtures.ts), so two workers run side by side.
import { defineConfig } from '@playwright/test';
import { chromiumFlags } from './scripts/lib/chromium-flags.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // One output folder per port: runs on separate ports (E2E_PORT) never clean each other's artifacts.
  outputDir: process.env.E2E_PORT ? `test-results/e2e-${port}` : 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous waits (conditions, never sleeps): two workers, lazy screens and charts on a 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Tests that only take pictures for people run with `npm run screenshots` (SCREENSHOTS=1), not in the gate.
  grepInvert: process.env.SCREENSHOTS === '1' ? undefined : /@screenshots/,
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    viewport: { width: 1280, height: 800 },
    // As people who ask their system for less motion: no transitions to wait for (the app honours the setting).
    reducedMotion: 'reduce',
    // Off by default: recording a trace of every test doubled the suite's time. `E2E_TRACE=retain-on-failure`
    // (or `--trace on`) records them when a failure needs one.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        ...chromiumFlags,
        // Pages here live for seconds: V8's optimising compilers (Maglev, TurboFan) spent more CPU compiling
        // than their code saved, on two cores shared by two workers. Same behaviour; the whole suite used 6 % less
        // CPU (827 to 780 s) and took 398 s instead of 420.
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  webServer: {
    // web/dist must be built first (npm run test:e2e does it); the server serves it with deep-link fallback.
    command: 'node_modules/.bin/node server/src/server.mjs',
    url: `${baseURL}/api/mock/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', MOCK_DELAY: 'off', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
