// Vitest for the web unit and component tests. Kept apart from vite.config.ts because Vitest ships its own
// copy of Vite: importing the build config here would mix the two copies' types.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./src/test-utils/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
