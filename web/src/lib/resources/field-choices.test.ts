import { describe, expect, it } from 'vitest';
import { fieldChoices, fieldFilters } from './field-choices';
import { resourceDefinition } from './resource-definition';

describe('fieldFilters', () => {
  it("offers the filters that take a field's value, not the ends of a date range", () => {
    const { contract } = resourceDefinition('auditlogs');
    expect(contract.filters.map((filter) => filter.name)).toEqual(expect.arrayContaining(['tsFrom', 'tsTo']));
    expect(fieldFilters(contract)).toEqual(['actorId', 'actorKind', 'action', 'collection', 'entityId', 'details']);
    expect(fieldChoices('auditlogs', 'filters')).toEqual(fieldFilters(contract));
  });
});
