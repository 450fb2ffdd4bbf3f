// Vite plugin: after a build, writes a brotli (.br) and a gzip (.gz) copy of every text asset, so the server
// sends compressed files without compressing them on each request (@fastify/static `preCompressed`).
// Brotli at its best quality is most of a build's time (about 9 of 13 s here), and most files come out of a
// rebuild byte for byte as before (their names carry their content's hash): copies are kept in a cache folder,
// by content, and a rebuild compresses only what changed. Files are compressed side by side, on every core.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this size compression saves less than the round of decoding costs. */
const minBytes = 1024;
/** Part of every cache key: a change of settings must not reuse copies made with the old ones. */
const settings = 'brotli-11 gzip-9';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressResult {
  /** Files given a .br and a .gz copy. */
  files: number;
  /** Of those, the files whose copies came from the cache. */
  reused: number;
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

async function readIfPresent(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/** The two copies of `content`: from the cache when it has them, else compressed (and put in the cache). */
async function compressedCopies(content: Buffer, cacheDir: string | undefined) {
  const key = createHash('sha256').update(settings).update('\0').update(content).digest('hex');
  const cached = cacheDir && { br: join(cacheDir, `${key}.br`), gz: join(cacheDir, `${key}.gz`) };
  if (cached) {
    const [br, gz] = await Promise.all([readIfPresent(cached.br), readIfPresent(cached.gz)]);
    if (br && gz) return { br, gz, key, reused: true };
  }
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(content, { level: 9 }),
  ]);
  if (cached) await Promise.all([writeWhole(cached.br, br), writeWhole(cached.gz, gz)]);
  return { br, gz, key, reused: false };
}

/** Written under a name of its own, then renamed: a build beside this one never reads a copy half written. */
async function writeWhole(path: string, content: Buffer): Promise<void> {
  const partial = `${path}.${randomUUID()}.partial`;
  await writeFile(partial, content);
  await rename(partial, path);
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`. With a `cacheDir`, copies of
 * content seen before are taken from it, and it is left holding the copies of this build only.
 */
export async function precompressFolder(dir: string, cacheDir?: string): Promise<PrecompressResult> {
  const found: { path: string; size: number }[] = [];
  for await (const path of files(dir)) {
    const { size } = await stat(path);
    if (compressible.test(path) && size >= minBytes) found.push({ path, size });
  }
  // Largest first: a large file started last would keep one core busy after the other has finished.
  const paths = found.sort((a, b) => b.size - a.size).map((file) => file.path);
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const used = new Set<string>();
  let reused = 0;
  let next = 0;
  // zlib works on libuv's threads: one file per core at a time keeps every core busy.
  const worker = async () => {
    for (let index = next++; index < paths.length; index = next++) {
      const path = paths[index] as string;
      const copies = await compressedCopies(await readFile(path), cacheDir);
      await Promise.all([writeFile(`${path}.br`, copies.br), writeFile(`${path}.gz`, copies.gz)]);
      used.add(copies.key);
      if (copies.reused) reused += 1;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  if (cacheDir) {
    // Only finished copies: a build beside this one may be writing its own.
    const stale = (await readdir(cacheDir)).filter(
      (name) => /\.(br|gz)$/.test(name) && !used.has(name.replace(/\.(br|gz)$/, '')),
    );
    await Promise.all(stale.map((name) => rm(join(cacheDir, name), { force: true })));
  }
  return { files: paths.length, reused };
}

export function precompress(): Plugin {
  let outDir = 'dist';
  let cacheDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
      // Vite's own cache folder (node_modules/.vite unless configured): removed with node_modules.
      cacheDir = join(config.cacheDir, 'precompress');
    },
    async closeBundle() {
      await precompressFolder(outDir, cacheDir);
    },
  };
}
