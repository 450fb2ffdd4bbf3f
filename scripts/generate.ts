// `npm run generate`: contract → bundled JSON → TypeScript types → TanStack Query hooks.
// Everything it writes is read-only for people; edit openapi/ and run it again.
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { generateContract } from './generate-contract.ts';
import { generateResources } from './generate-resources.ts';
import { addUserKindToQueryKeys } from './lib/user-kind-query-keys.ts';

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const run = (command: string, args: string[]) =>
  execFileSync(bin(command), args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

export const GENERATED_OUTPUTS = [
  'openapi/openapi.yaml',
  'openapi/generated',
  'generated/openapi.json',
  'generated/types',
  'generated/client',
];

/** Bundles the contract; any bundler warning (e.g. an invented component name) is an error. */
function bundle(): void {
  const args = ['bundle', 'openapi/openapi.yaml', '--output', 'generated/openapi.json', '--ext', 'json'];
  const result = spawnSync(bin('redocly'), args, { cwd: root, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0 || /warning/i.test(output))
    throw new Error(`The contract does not bundle cleanly:\n${output}`);
}

export function generateAll(): void {
  generateContract(join(root, 'openapi'));
  bundle();
  run('openapi-typescript', ['generated/openapi.json', '--output', 'generated/types/api.d.ts']);
  run('orval', ['--config', 'orval.config.ts']);
  addUserKindToQueryKeys(join(root, 'generated', 'client', 'endpoints'));
  generateResources(root);
}

if (import.meta.main) {
  generateAll();
  console.log(`generated: ${GENERATED_OUTPUTS.join(', ')}`);
}
