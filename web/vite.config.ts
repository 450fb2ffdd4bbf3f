// Vite build and dev server (with a proxy to the mock API) for the web app; tests use vitest.config.ts.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { aliases } from './aliases.ts';
import { iconSprites } from './build/icon-sprites.ts';
import { mantineModules, mantineSharedChunkName } from './build/mantine-chunks.ts';
import { precompress } from './build/precompress.ts';

const packageJson: { version: string } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// The footer shows the revision; builds outside a git checkout (or before the first commit) say "dev".
function readRevision(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const apiTarget = env.VITE_API_PROXY_TARGET ?? 'http://localhost:3000';
  return {
    plugins: [react(), iconSprites(), precompress()],
    resolve: { alias: aliases },
    define: {
      'import.meta.env.VITE_APP_VERSION': JSON.stringify(packageJson.version),
      'import.meta.env.VITE_APP_REVISION': JSON.stringify(env.VITE_APP_REVISION ?? readRevision()),
    },
    server: {
      proxy: {
        '/api': apiTarget,
        '/docs': apiTarget,
        '/openapi.json': apiTarget,
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          // A Spanish namespace with a file of its own (lib/i18n/language-bundles.ts) is named for what it holds.
          chunkFileNames: ({ facadeModuleId }) => {
            const namespace = facadeModuleId?.match(/[\\/]locales[\\/]es[\\/](\w+)\.json$/)?.[1];
            return namespace ? `assets/es-${namespace}-translations-[hash].js` : 'assets/[name]-[hash].js';
          },
          // Libraries change less often than the app: separate chunks stay cached across deployments.
          codeSplitting: {
            groups: [
              // Groups claim their modules' dependencies too, highest priority first: the libraries' own groups come
              // before Mantine's, or Mantine's would take the parts of React and the router that it imports.
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
              // The virtual list is for long lists of lazy screens only.
              { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/](?!react-virtual|virtual-core)/, priority: 4 },
              { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 4 },
              // The API's icon set loads on first use (see use-heroicon.ts): keep it out of the eager chunks. The
              // other heroicons sets load only with the icons page.
              { name: 'heroicons', test: /node_modules[\\/]@heroicons[\\/]react[\\/]24[\\/]outline[\\/]/, priority: 4 },
              // The icons that two or more chunks share, in one chunk: alone each was a file of about 1 KiB (33
              // of them), and a screen waited for its icons six requests at a time. The shell's icons are among
              // them, so the chunk is part of the first download: 3.1 KiB gzip, 1.8 KiB more than the shell's own
              // icons. Icons one chunk uses stay in it (minShareCount): a group of every icon made the icons of
              // every lazy screen part of the first download.
              {
                name: 'tabler-icons',
                test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/,
                minShareCount: 2,
                priority: 4,
              },
              // The Mantine the first screen renders: only what the entry imports statically ($initial). A group
              // without that tag would take every matching module, those of lazy screens too, into this eager chunk.
              {
                name: 'mantine',
                test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/,
                tags: ['$initial'],
                priority: 3,
              },
              // The app's own modules that the entry imports statically, in one chunk: left alone, every module that a
              // lazy screen shares too became a chunk of its own (about 15 of one or two KiB, all preloaded by
              // index.html, six requests at a time over HTTP/1.1). Same bytes, 10 files instead of 24 in the first
              // download; only the entry's own modules, none of their dependencies, which their groups place.
              {
                name: 'app',
                test: /[\\/](web[\\/]src|generated)[\\/]/,
                tags: ['$initial'],
                priority: 1,
                includeDependenciesRecursively: false,
              },
              // The rest of Mantine that twenty or more lazy chunks share, in two chunks rather than dozens of tiny ones,
              // each a request of its own (HTTP/1.1 opens six at a time): the floating layer (popovers, menus, selects,
              // modals), which no first screen shows before a click, and the rest (inputs, badges, pagination...).
              // Components fewer screens use, and form, charts, dates or the editor, load with those screens.
              {
                name: mantineSharedChunkName,
                // The name is a function: the bundler's timing report names the group by this.
                debugName: 'mantine-shared-and-floating',
                test: mantineModules,
                minShareCount: 20,
                priority: 2,
                // Each module goes where its own name says: a module that imports the floating layer is in it, so
                // mantine-shared never imports mantine-floating, and the two chunks form no cycle.
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});
