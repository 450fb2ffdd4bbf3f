// One namespace's whole mock state, built from a plain seed snapshot so that every
// namespace (and every reset) starts from an identical deep copy.
import { createTemplateState, type TemplateSeed, type TemplateState } from '../template/state.ts';
import { Collection, type StoredRecord } from './collection.ts';

export interface SeedSnapshot {
  node: Record<string, StoredRecord[]>;
  template: TemplateSeed;
}

export interface MockState {
  node: Record<string, Collection>;
  /** Session ids (`sid`) signed out through a logout call; their tokens are refused. */
  revokedSessions: Set<string>;
  template: TemplateState;
}

export function createState(seed: SeedSnapshot): MockState {
  const copy = structuredClone(seed);
  const node: Record<string, Collection> = Object.create(null);
  for (const [name, records] of Object.entries(copy.node)) node[name] = new Collection(records);
  return { node, revokedSessions: new Set(), template: createTemplateState(copy.template) };
}
