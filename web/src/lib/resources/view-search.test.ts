// Saved view ↔ list URL state: what applies, what is skipped, and what "save the current view" stores.
import type { ViewSelector } from '@api/model';
import type { CollectionContract } from '@api/resources/resource-types';
import { describe, expect, it } from 'vitest';
import { searchParams, validateListSearch } from './list-search';
import { searchToView, viewToSearch } from './view-search';

const contract: CollectionContract = {
  schema: 'Project',
  tag: 'node-projects',
  actions: ['search'],
  entity: {
    type: 'object',
    properties: {
      code: { type: 'string' },
      name: { type: 'string' },
      status: { type: 'string', enum: ['planning', 'tendering'] },
      riskLevel: { type: 'string' },
      active: { type: 'boolean' },
      year: { type: 'integer' },
      tags: { type: 'array', items: { type: 'string' } },
    },
  },
  createFields: [],
  createRequired: [],
  updateFields: [],
  sortFields: ['code', 'name'],
  filters: [
    { name: 'name', field: 'name', match: 'contains' },
    { name: 'status', field: 'status', match: 'equals' },
    { name: 'riskLevel', field: 'riskLevel', match: 'equals' },
    { name: 'active', field: 'active', match: 'equals' },
    { name: 'year', field: 'year', match: 'equals' },
    { name: 'tags', field: 'tags', match: 'includes' },
  ],
  unique: [],
  refs: {},
  webReadable: false,
};

const view: ViewSelector = {
  _id: 'a'.repeat(24),
  name: 'En licitación',
  collection: 'projects',
  columns: ['code', 'budget.amount', 'status'],
  filters: [
    { field: 'status', operator: 'eq', value: 'tendering' },
    { field: 'riskLevel', operator: 'in', value: 'alto,critico' },
    { field: 'tags', operator: 'in', value: 'obras' },
    { field: 'name', operator: 'contains', value: 'hospital' },
    { field: 'budget', operator: 'gt', value: '10' },
    { field: 'code', operator: 'eq', value: 'X' },
  ],
  sortField: 'code',
  sortOrder: 'desc',
  isDefault: false,
};

describe('viewToSearch', () => {
  it('sets the columns, the filters the search can apply and the sort, back on page 1', () => {
    expect(viewToSearch(view, contract, 25)).toEqual({
      search: {
        page: 1,
        size: 25,
        order: 'desc',
        sort: 'code',
        columns: ['code', 'status'],
        filters: { status: 'tendering', tags: 'obras', name: 'hospital' },
        view: view._id,
      },
      skipped: 3,
    });
  });

  it('falls back to the default columns and sort when none of the view applies', () => {
    const foreign = { ...view, columns: ['budget.amount'], filters: [], sortField: 'budget', sortOrder: undefined };
    expect(viewToSearch(foreign, contract, 10)).toEqual({
      search: { page: 1, size: 10, order: 'asc', view: view._id },
      skipped: 0,
    });
  });

  it('survives the URL: validated and turned into the search query with typed values', () => {
    const { search } = viewToSearch(
      {
        ...view,
        filters: [
          { field: 'active', operator: 'eq', value: 'true' },
          { field: 'year', operator: 'eq', value: '2026' },
        ],
      },
      contract,
      10,
    );
    const reloaded = validateListSearch(JSON.parse(JSON.stringify(search)));
    expect(reloaded).toEqual(search);
    expect(searchParams(reloaded, contract)).toEqual({
      page: 0,
      size: 10,
      sort: 'code',
      order: 'desc',
      active: true,
      year: 2026,
    });
  });
});

describe('searchToView', () => {
  it('stores the shown columns, the known filters with their operator and a sortable field', () => {
    const search = validateListSearch({
      sort: 'name',
      order: 'desc',
      q: 'ignored',
      filters: { status: 'planning', name: 'obra', secret: 'x' },
    });
    expect(searchToView(search, ['code', 'name'], contract)).toEqual({
      columns: ['code', 'name'],
      filters: [
        { field: 'status', operator: 'eq', value: 'planning' },
        { field: 'name', operator: 'contains', value: 'obra' },
      ],
      sortField: 'name',
      sortOrder: 'desc',
    });
    expect(searchToView(validateListSearch({ sort: 'status' }), ['code'], contract)).toEqual({
      columns: ['code'],
      filters: [],
    });
  });
});
