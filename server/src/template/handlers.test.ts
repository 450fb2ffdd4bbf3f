// Guard of issue 12: the typed template map (every handler typed by its operation in the generated contract
// types) holds exactly the contract's template operations, so none is bound through an untyped map.
import { describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../contract/load.ts';
import { isTypedHandler } from './contract-types.ts';
import { typedTemplateHandlers } from './handlers.ts';

/** The product's operations are tagged `node-…` (and the mock controls `mock`); every other tag is a template area. */
const isTemplateTag = (tag: string): boolean => tag !== 'mock' && !tag.startsWith('node-');

describe('template handlers', () => {
  const operations = listOperations(loadContract());
  const templateIds = operations
    .filter(({ operation }) => (operation.tags ?? []).some(isTemplateTag))
    .map(({ operation }) => operation.operationId)
    .sort();

  it('cover every template operation of the contract through the typed map, and nothing else', () => {
    expect(templateIds.length).toBeGreaterThan(100);
    expect(Object.keys(typedTemplateHandlers).sort()).toEqual(templateIds);
  });

  it('are each declared through typedHandlers (typed by their operation)', () => {
    const untyped = Object.entries(typedTemplateHandlers).filter(([, handler]) => !isTypedHandler(handler));
    expect(untyped.map(([id]) => id)).toEqual([]);
  });

  it('leave no template operation to a generic collection handler', () => {
    const collection = operations.filter(
      ({ operation }) => operation['x-collection'] !== undefined && (operation.tags ?? []).some(isTemplateTag),
    );
    expect(collection).toEqual([]);
  });
});
