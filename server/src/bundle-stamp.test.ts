import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleStamp, bundleStatus, stampFileName } from './bundle-stamp.mjs';

describe('the bundle stamp', () => {
  let root: string;
  const write = (path: string, content: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  const stampTheBundle = () => write(join('server', 'dist', stampFileName), `${bundleStamp(root)}\n`);
  /** An edit at a later time, as an editor's save would be (file times have a coarse grain on some disks). */
  const touch = (path: string) => utimesSync(join(root, path), new Date(), new Date(Date.now() + 60_000));

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bundle-stamp-'));
    write('server/src/start.ts', 'export {};\n');
    write('server/src/plugins/auth.ts', 'export const auth = 1;\n');
    write('server/src/plugins/auth.test.ts', 'test\n');
    write('server/build/bundle.ts', 'build\n');
    write('node_modules/.package-lock.json', '{}\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is absent until a build writes its stamp, then current', () => {
    expect(bundleStatus(root)).toBe('absent');
    stampTheBundle();
    expect(bundleStatus(root)).toBe('current');
  });

  it('goes stale when a source is edited or added, the build script changes, or packages are installed', () => {
    for (const change of [
      () => touch('server/src/plugins/auth.ts'),
      () => write('server/src/plugins/auth.ts', 'export const auth = 22;\n'),
      () => write('server/src/plugins/new.ts', 'export {};\n'),
      () => touch('server/build/bundle.ts'),
      () => write('node_modules/.package-lock.json', '{"packages":{}}\n'),
    ]) {
      stampTheBundle();
      change();
      expect(bundleStatus(root)).toBe('stale');
    }
  });

  it('ignores test files, which are not in the bundle', () => {
    stampTheBundle();
    write('server/src/plugins/auth.test.ts', 'another test\n');
    write('server/src/plugins/cors.test.ts', 'test\n');
    expect(bundleStatus(root)).toBe('current');
  });

  it('tells an install apart from no install', () => {
    const installed = bundleStamp(root);
    rmSync(join(root, 'node_modules'), { recursive: true });
    expect(bundleStamp(root)).not.toBe(installed);
  });

  it('runs a bundle shipped without its sources (the Docker image): there is nothing to compare it with', () => {
    stampTheBundle();
    rmSync(join(root, 'server', 'src'), { recursive: true });
    rmSync(join(root, 'server', 'build'), { recursive: true });
    expect(bundleStatus(root)).toBe('current');
    rmSync(join(root, 'server', 'dist'), { recursive: true });
    expect(bundleStatus(root)).toBe('absent');
  });
});
