// The node arguments `npm run serve` starts the server with (its V8 flags and entry), read from package.json
// so that the benchmarks measure the server as it is started for real.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function serveArgs(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { serve: string } };
  const command = scripts.serve.split('&&').at(-1)?.trim().split(/\s+/) ?? [];
  if (command[0] !== 'node') throw new Error(`npm run serve does not end with a node command: ${scripts.serve}`);
  return command.slice(1).map((arg) => (arg.startsWith('-') ? arg : join(root, arg)));
}
