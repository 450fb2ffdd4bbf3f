// Fails when regenerating from the contract would change any generated file (drift).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GENERATED_OUTPUTS, generateAll } from './generate.ts';

const root = join(import.meta.dirname, '..');

function fingerprints(): Map<string, string> {
  const result = new Map<string, string>();
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name));
      return;
    }
    result.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
  };
  for (const output of GENERATED_OUTPUTS) visit(join(root, output));
  return result;
}

const before = fingerprints();
generateAll();
const after = fingerprints();
const drifted = [...new Set([...before.keys(), ...after.keys()])]
  .filter((file) => before.get(file) !== after.get(file))
  .sort();
if (drifted.length > 0) {
  console.error(
    `Generated files drift from the contract (run \`npm run generate\` and commit):\n  ${drifted.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`generated files match the contract (${after.size} files)`);
