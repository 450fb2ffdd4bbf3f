// Vitest for the web unit and component tests, apart from vite.config.ts: tests need neither the build's
// version defines, dev proxy nor chunking.
import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.ts';

export default defineConfig({
  test: {
    name: 'web',
    alias: aliases,
    environment: 'happy-dom',
    setupFiles: ['./src/test-utils/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
