// The seed snapshot every state namespace starts from, built once per server start.
import type { SeedSnapshot } from '../store/state.ts';
import { seedTemplate } from '../template/state.ts';
import type { SeedContext } from './faker.ts';
import { seedNode } from './node/index.ts';

export function buildSeed(context: SeedContext): SeedSnapshot {
  return { node: seedNode(context), template: seedTemplate(context) };
}
