import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addFileFacts, sourceFiles } from './file-stamp.mjs';

describe('file stamps', () => {
  let root: string;
  const write = (path: string, content: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  const stamp = (files: string[]) => addFileFacts(createHash('sha256'), files, root).digest('hex');

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'file-stamp-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists the sources under a folder, sorted, by extension, without tests', () => {
    for (const path of ['b.ts', 'a/z.ts', 'a/data.json', 'a/z.test.ts', 'c.mjs']) write(path, 'x');
    expect(sourceFiles(root, '.ts').map((file) => file.slice(root.length + 1))).toEqual(['a/z.ts', 'b.ts']);
    expect(sourceFiles(root)).toHaveLength(4);
  });

  it('changes with a file’s size, and tells a missing file apart', () => {
    write('a.ts', 'one');
    const before = stamp([join(root, 'a.ts')]);
    expect(stamp([join(root, 'a.ts')])).toBe(before);
    write('a.ts', 'three');
    expect(stamp([join(root, 'a.ts')])).not.toBe(before);
    rmSync(join(root, 'a.ts'));
    expect(stamp([join(root, 'a.ts')])).not.toBe(before);
  });
});
