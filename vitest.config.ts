// Test projects: unit tests beside the code, and contract tests (in-process, or against
// API_BASE_URL when set). The web workspace has its own config.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'server/src/**/*.test.ts',
            'server/build/**/*.test.ts',
            'scripts/**/*.test.ts',
            'generated/http/**/*.test.ts',
            'web/build/**/*.test.ts',
          ],
          environment: 'node',
          // Files share their worker's modules: importing the server's modules again for every file was most of
          // the run (23 s and 27 CPU-s → 9 s and 12). No file changes shared state it does not put back (the one
          // module mock, node:crypto in passwords.test.ts, stays that file's; shuffled runs pass).
          isolate: false,
          // A bound for a hung test, not a speed check: some of these spawn a CLI or build the whole contract's
          // docs (seconds when the machine is busy: 5 s, the default, failed a CI run on a loaded machine).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          // Files share one in-process app per worker (see tests/helpers/api.ts); state is
          // still isolated, by a namespace per file.
          isolate: false,
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
          env: { MOCK_DELAY: 'off', LOG_LEVEL: 'silent' },
        },
      },
    ],
  },
});
