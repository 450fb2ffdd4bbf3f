import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { satisfies } from 'semver';
import { describe, expect, it } from 'vitest';
import { type EngineNotice, readEngineNoticeLine, standingEngineNotices } from './engine-notices.mjs';

// npm 11's error output on a machine with Node 20: two notices and a line of something else.
const npmOutput = [
  'npm warn EBADENGINE Unsupported engine {',
  "npm warn EBADENGINE   package: '@scalar/helpers@0.16.3',",
  "npm warn EBADENGINE   required: { node: '>=22' },",
  "npm warn EBADENGINE   current: { node: 'v20.20.2', npm: '11.19.1' }",
  'npm warn EBADENGINE }',
  'npm warn install-scripts 1 package has install scripts not yet covered by allowScripts:',
  'npm warn EBADENGINE Unsupported engine {',
  "npm warn EBADENGINE   package: 'future-tool@1.0.0',",
  "npm warn EBADENGINE   required: { npm: '>=12', node: '>=26.1.0' },",
  "npm warn EBADENGINE   current: { node: 'v20.20.2', npm: '11.19.1' }",
  'npm warn EBADENGINE }',
];

function read(lines: readonly string[]) {
  const notices: EngineNotice[] = [];
  const passedThrough = lines.filter((line) => !readEngineNoticeLine(line, notices));
  return { notices, passedThrough };
}

describe("npm's engine notices", () => {
  it('are read whole, and every other line passes through', () => {
    const { notices, passedThrough } = read(npmOutput);
    expect(notices).toEqual([
      { package: '@scalar/helpers@0.16.3', node: '>=22' },
      { package: 'future-tool@1.0.0', node: '>=26.1.0' },
    ]);
    expect(passedThrough).toEqual([npmOutput[5]]);
  });

  it("stand only where the project's Node does not meet the range", () => {
    const { notices } = read(npmOutput);
    expect(standingEngineNotices(notices, '24.21.0', satisfies)).toEqual([
      { package: 'future-tool@1.0.0', node: '>=26.1.0' },
    ]);
  });

  it('all stand when they cannot be judged', () => {
    const { notices } = read(npmOutput);
    expect(standingEngineNotices(notices, undefined, satisfies)).toEqual(notices);
    expect(standingEngineNotices(notices, '24.21.0', undefined)).toEqual(notices);
    const npmOnly: EngineNotice[] = [{ package: 'x@1.0.0', node: undefined }];
    expect(standingEngineNotices(npmOnly, '24.21.0', satisfies)).toEqual(npmOnly);
  });
});

// npm 12 skips the install scripts of dependencies that package.json's allowScripts does not approve: the
// project's own Node is installed by the `node` package's preinstall script.
describe('install scripts', () => {
  const root = join(import.meta.dirname, '../..');
  const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));
  const allowScripts: Record<string, boolean> = readJson('package.json').allowScripts ?? {};
  const lock: { packages: Record<string, { hasInstallScript?: boolean }> } = readJson('package-lock.json');
  // An entry names a package alone or pinned to a version (name@version).
  const isReviewed = (name: string) =>
    Object.keys(allowScripts).some((key) => key === name || key.startsWith(`${name}@`));

  it('of every locked package that has them are approved or denied in package.json', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts).toContain('node');
    const unreviewed = withScripts.filter((name) => !isReviewed(name));
    expect(unreviewed).toEqual([]);
  });

  it("of the project's Node are approved", () => {
    expect(allowScripts.node).toBe(true);
  });
});
