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
    // One DOM environment per worker, each test file still in its own VM context (isolated): creating
    // happy-dom for each of ~80 files took about half of the run (154 s → 44 s on the 2-core machine).
    pool: 'vmThreads',
    // Every core: Vitest's default leaves one free, which on the 2-core machine ran the ~120 files one at a time
    // (26 s alone, 16 s on both cores; in the gate it was the last of its group by 12 s).
    maxWorkers: availableParallelism(),
    setupFiles: ['./src/test-utils/setup.ts'],
    // A bound for a hung test, not a speed check; above the 10 s that findBy and waitFor may wait (setup.ts).
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
