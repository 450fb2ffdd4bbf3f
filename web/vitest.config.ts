// Vitest for the web unit and component tests, apart from vite.config.ts: tests need neither the build's
// version defines, dev proxy nor chunking.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.ts';
import { iconSprites } from './build/icon-sprites.ts';

export default defineConfig({
  // The icons page imports its sprites' URLs (a virtual module).
  plugins: [iconSprites()],
  test: {
    name: 'web',
    alias: aliases,
    environment: 'happy-dom',
    // One DOM environment and one module graph per worker, shared by its files: creating happy-dom for each
    // file took about half of the run (154 s → 44 s), and importing React, Mantine and the app again for each
    // file (a VM context each) most of the rest (42 s and 78 CPU-s → 16-18 s and 27-32). What a test may leave
    // behind (the page, fake timers, notifications, stubbed globals, storage) is put back after each test in
    // setup.ts; a test that changes anything else restores it itself.
    pool: 'threads',
    isolate: false,
    // Every core: Vitest's default leaves one free, which on the 2-core machine ran the ~120 files one at a time
    // (26 s alone, 16 s on both cores; in the gate it was the last of its group by 12 s).
    maxWorkers: availableParallelism(),
    setupFiles: ['./src/test-utils/setup.ts'],
    // A bound for a hung test, not a speed check; above the 10 s that findBy and waitFor may wait (setup.ts).
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
