// `npm run generate`: contract → bundled JSON → TypeScript types → TanStack Query hooks.
// Everything it writes is read-only for people; edit openapi/ and run it again.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { generateContract } from './generate-contract.ts';

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

export function generateAll(): void {
  generateContract(join(root, 'openapi'));
  run('redocly', ['bundle', 'openapi/openapi.yaml', '--output', 'generated/openapi.json', '--ext', 'json']);
  run('openapi-typescript', ['generated/openapi.json', '--output', 'generated/types/api.d.ts']);
  run('orval', ['--config', 'orval.config.ts']);
}

if (import.meta.main) {
  generateAll();
  console.log(`generated: ${GENERATED_OUTPUTS.join(', ')}`);
}
