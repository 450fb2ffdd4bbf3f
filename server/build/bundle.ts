// `npm run build --workspace server` (part of `npm run build`, hence of `npm start`): bundles the server into
// server/dist/start.mjs, its packages included, so that a start loads a few large modules instead of some nine
// hundred small ones: no module resolution, no package.json lookups, no CommonJS wrappers per file, which
// took about a quarter of a start's CPU. server.mjs runs the bundle only while its stamp (bundle-stamp.mjs)
// matches the sources; after an edit it runs the sources until the next build.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { bundleStamp, stampFileName } from '../src/bundle-stamp.mjs';

const root = join(import.meta.dirname, '..', '..');

/**
 * Packages left to Node's loader: those that read files next to their own code at run time (the API docs'
 * page and assets, @fastify/swagger's package.json, pino's worker-thread transports), which a bundle in
 * another folder would not find.
 */
const readsItsOwnFiles = /^(@fastify\/swagger-ui|@fastify\/swagger|pino|thread-stream)(\/|$)/;

/**
 * Bundles the server into `outDir`, which must sit two levels below the project root like server/src (see
 * project-paths.ts); only server/dist is ever run by server.mjs. The stamp is written last, so an interrupted
 * build leaves no bundle that passes for current.
 */
export async function bundleServer(outDir = join(root, 'server', 'dist')): Promise<void> {
  // Taken before bundling: a source edited while the bundle is made leaves the bundle stale, never wrongly fresh.
  const stamp = bundleStamp(root);
  await rm(outDir, { recursive: true, force: true });
  const bundle = await rolldown({
    input: join(root, 'server', 'src', 'start.ts'),
    platform: 'node',
    cwd: root,
    external: (id) => readsItsOwnFiles.test(id),
    logLevel: 'warn',
  });
  // Flat, two levels below the root like server/src/*.ts: project-paths.ts resolves the same from both.
  await bundle.write({
    dir: outDir,
    format: 'esm',
    entryFileNames: 'start.mjs',
    chunkFileNames: '[name]-[hash].mjs',
    sourcemap: true,
    // Not minified. Minifying made every request dearer: the bundler's keepNames (which the minifier's renaming
    // needs, for the names that errors, plugins and stack traces read) wraps function expressions in a helper
    // that defines their name each time one is created, and the minifier's rewrites cost on their own. Measured
    // in npm run bench, interleaved, CPU per request: by id 26-27 µs minified with names, 24-27 minified
    // without, 22-24 unminified (as from the sources); list 38-43 and 31-35; create 86-90 and 74-75. The start
    // is the same (npm run bench:start: first 200 after 327 and 318 ms, RSS 118 and 122 MiB).
    minify: false,
    // All-ASCII chunks: V8 decodes and keeps them one byte per character, where a single accent made Node
    // decode a whole chunk into a two-byte string, three times slower. Hence non-ASCII text escaped, and no
    // comments: the bundle is a local build product, and the packages' licence notices (which named
    // their authors with accents) stay in node_modules.
    charset: 'ascii',
    comments: false,
  });
  await bundle.close();
  await writeFile(join(outDir, stampFileName), `${stamp}\n`);
}

if (import.meta.main) {
  const started = performance.now();
  await bundleServer();
  console.log(`server bundled into server/dist in ${Math.round(performance.now() - started)} ms`);
}
