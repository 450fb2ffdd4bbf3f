// "Duplicar" starts a new record from another's values, but not the ones no two records may share.
import { describe, expect, it } from 'vitest';
import { copyValues } from './copy-values';
import { resourceDefinition } from './resource-definition';

describe('copyValues', () => {
  it("takes the create body's fields, not the unique ones nor what the server sets", () => {
    const products = resourceDefinition('products');
    const [unique] = products.contract.unique;
    if (!unique) throw new Error('products have a unique field');
    const product = {
      _id: 'a'.repeat(24),
      [unique]: 'CAT-0001',
      name: 'Papel A4',
      unitPrice: 4.2,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
    };
    const copy = copyValues(products, product);
    expect(copy).toMatchObject({ name: 'Papel A4', unitPrice: 4.2 });
    for (const field of [unique, '_id', 'createdAt', 'updatedAt']) expect(copy).not.toHaveProperty(field);
  });

  it('copies nested values, so that editing the copy leaves the original as it was', () => {
    const projects = resourceDefinition('projects');
    const project = { _id: 'b'.repeat(24), name: 'Obras', budget: { amount: 1000, currency: 'EUR' } };
    const copy = copyValues(projects, project);
    expect(copy.budget).toEqual(project.budget);
    expect(copy.budget).not.toBe(project.budget);
  });
});
