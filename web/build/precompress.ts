// Vite plugin: after a build, writes a brotli (.br) and a gzip (.gz) copy of every text asset, so the server
// sends compressed files without compressing them on each request (@fastify/static `preCompressed`).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this size compression saves less than the round of decoding costs. */
const minBytes = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

export async function precompressFolder(dir: string): Promise<number> {
  let count = 0;
  for await (const path of files(dir)) {
    if (!compressible.test(path) || (await stat(path)).size < minBytes) continue;
    const content = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    count += 1;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
