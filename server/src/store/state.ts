// One namespace's whole mock state over the one shared seed snapshot: /api/node collections read through
// to the frozen seed and keep their own changes; template areas are copied on first use. Every namespace
// (and every reset) therefore starts identical to the seed and costs what it touches.
// Types only: the template's seed builders (faker and friends) are loaded only when a seed is built.
import type { TemplateSeed, TemplateState } from '../template/state.ts';
import { Collection, type StoredRecord } from './collection.ts';
import { lazyAreas } from './lazy-areas.ts';
import { seedBase } from './seed-base.ts';

export interface SeedSnapshot {
  node: Record<string, StoredRecord[]>;
  template: TemplateSeed;
}

export interface MockState {
  node: Record<string, Collection>;
  template: TemplateState;
}

export function createState(seed: SeedSnapshot): MockState {
  const base = seedBase(seed.node);
  const node: Record<string, Collection> = Object.create(null);
  for (const [name, records] of Object.entries(base)) node[name] = new Collection([], records);
  return { node, template: lazyAreas(seed.template) };
}
