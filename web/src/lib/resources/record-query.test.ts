import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { objectId } from '../../test-utils/object-id';
import { recordQuery } from './record-query';
import { resourceDefinition } from './resource-definition';

describe('recordQuery', () => {
  it("reads a record through its collection's generated get, under the get's key", async () => {
    const record = { _id: objectId(1), name: 'Obras del puerto' };
    const fetchMock = stubApi({ [`GET /api/node/projects/${objectId(1)}`]: () => ({ body: record }) });
    const projects = resourceDefinition('projects');
    const options = recordQuery(projects, objectId(1));
    expect(options.queryKey).toEqual(projects.operations.getKey?.(objectId(1)));
    expect(await new QueryClient().fetchQuery(options)).toEqual(record);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is disabled, and keyed by collection and id, for a collection without a get', () => {
    const projects = resourceDefinition('projects');
    const noGet = { ...projects, operations: { ...projects.operations, getQuery: undefined } };
    expect(recordQuery(noGet, objectId(2))).toEqual({ queryKey: ['none', 'projects', objectId(2)], enabled: false });
  });
});
