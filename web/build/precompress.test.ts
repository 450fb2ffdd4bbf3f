import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function temporaryFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'precompress-'));
  folders.push(folder);
  return folder;
}

const script = (text: string) => `export const text = ${JSON.stringify(text.repeat(600))};\n`;

describe('precompressFolder', () => {
  it('writes a brotli and a gzip copy of each text file above 1 KiB, and leaves the rest alone', async () => {
    const dist = await temporaryFolder();
    await writeFile(join(dist, 'app.js'), script('app'));
    await writeFile(join(dist, 'tiny.js'), 'export {};\n');
    await writeFile(join(dist, 'photo.png'), Buffer.alloc(4096));

    const result = await precompressFolder(dist);

    expect(result).toEqual({ files: 1, reused: 0 });
    expect((await readdir(dist)).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'photo.png', 'tiny.js']);
    const original = await readFile(join(dist, 'app.js'));
    expect(brotliDecompressSync(await readFile(join(dist, 'app.js.br')))).toEqual(original);
    expect(gunzipSync(await readFile(join(dist, 'app.js.gz')))).toEqual(original);
  });

  it('takes the copies of unchanged content from the cache, compresses what changed, and keeps only this build', async () => {
    const [dist, cache] = [await temporaryFolder(), await temporaryFolder()];
    await writeFile(join(dist, 'react.js'), script('react'));
    await writeFile(join(dist, 'app.js'), script('app, first version'));
    expect(await precompressFolder(dist, cache)).toEqual({ files: 2, reused: 0 });
    expect(await readdir(cache)).toHaveLength(4);

    // The next build: the same library, a changed app (a new name, as content hashes give it).
    await rm(dist, { recursive: true });
    const next = await temporaryFolder();
    await writeFile(join(next, 'react.js'), script('react'));
    await writeFile(join(next, 'app-2.js'), script('app, second version'));
    // A planted cache entry shows that the copy is read from the cache, not made again.
    const planted = Buffer.from('from the cache');
    for (const name of (await readdir(cache)).filter((file) => file.endsWith('.br'))) {
      const content = await readFile(join(cache, name));
      if (brotliDecompressSync(content).toString().includes('react')) await writeFile(join(cache, name), planted);
    }

    expect(await precompressFolder(next, cache)).toEqual({ files: 2, reused: 1 });
    expect(await readFile(join(next, 'react.js.br'))).toEqual(planted);
    const app = await readFile(join(next, 'app-2.js'));
    expect(brotliDecompressSync(await readFile(join(next, 'app-2.js.br')))).toEqual(app);
    // The first version's copies are gone; the cache holds this build's two files, two copies each.
    expect(await readdir(cache)).toHaveLength(4);
  });

  it('gives two files of the same content their copies, though they are compressed side by side', async () => {
    const [dist, cache] = [await temporaryFolder(), await temporaryFolder()];
    await writeFile(join(dist, 'LICENSE-a.txt'), script('the same licence'));
    await writeFile(join(dist, 'LICENSE-b.txt'), script('the same licence'));

    expect((await precompressFolder(dist, cache)).files).toBe(2);

    const original = await readFile(join(dist, 'LICENSE-a.txt'));
    for (const name of ['LICENSE-a.txt.br', 'LICENSE-b.txt.br'])
      expect(brotliDecompressSync(await readFile(join(dist, name)))).toEqual(original);
    expect((await readdir(cache)).sort()).toEqual(
      (await readdir(cache)).filter((name) => /\.(br|gz)$/.test(name)).sort(),
    );
  });
});
