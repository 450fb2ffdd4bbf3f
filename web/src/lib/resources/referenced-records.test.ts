import { HttpError } from '@http-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { objectId } from '../../test-utils/object-id';
import { canBatch, loadReferencedRecord, maxIdsPerSearch, referencedRecordQuery } from './referenced-records';
import { resourceDefinition } from './resource-definition';

const projects = resourceDefinition('projects');
const project = (n: number) => ({ _id: objectId(n), name: `Proyecto ${n}` });

/** The ids each search call asked for, in call order. */
const askedIds = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://app.test').searchParams.getAll('ids'));

/** Answers every search with the records it asked for, except those whose number is in `missing`. */
function stubSearch(missing: ReadonlySet<number> = new Set()) {
  const fetchMock = stubApi({
    'GET /api/node/projects/search': () => {
      const asked = askedIds(fetchMock).at(-1) ?? [];
      const items = asked
        .map((value) => Number.parseInt(value, 16))
        .filter((n) => !missing.has(n))
        .map(project);
      return { body: { items, page: 0, size: asked.length, total: items.length, totalPages: 1 } };
    },
  });
  return fetchMock;
}

/** Why a load failed (undefined when it did not). */
const reasonOf = (result: PromiseSettledResult<unknown> | undefined): unknown =>
  result?.status === 'rejected' ? result.reason : undefined;

describe('loadReferencedRecord', () => {
  it('asks for the ids of one render in one search, each once, and fails an id the answer lacks as a 404', async () => {
    const fetchMock = stubSearch(new Set([3]));
    const queryClient = new QueryClient();
    const loads = [1, 2, 1, 3].map((n) => loadReferencedRecord(queryClient, projects, objectId(n)));
    const [one, two, oneAgain, three] = await Promise.allSettled(loads);

    expect(askedIds(fetchMock)).toEqual([[objectId(1), objectId(2), objectId(3)]]);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://app.test');
    expect(url.pathname).toBe('/api/node/projects/search');
    expect(url.searchParams.get('size')).toBe('3');
    expect(one).toEqual({ status: 'fulfilled', value: project(1) });
    expect(oneAgain).toEqual({ status: 'fulfilled', value: project(1) });
    expect(two).toEqual({ status: 'fulfilled', value: project(2) });
    const missing = reasonOf(three);
    expect(missing).toBeInstanceOf(HttpError);
    expect((missing as HttpError).status).toBe(404);
    // The search's page is not kept in the cache (the records are, by their callers' queries): it goes as soon as
    // it has answered.
    await vi.waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: projects.operations.searchKey() })).toEqual([]),
    );
  });

  it('splits more ids than one search takes, and starts a new search for ids asked for later', async () => {
    const fetchMock = stubSearch();
    const queryClient = new QueryClient();
    const many = Array.from({ length: maxIdsPerSearch + 20 }, (_, n) => n + 1);
    const records = await Promise.all(many.map((n) => loadReferencedRecord(queryClient, projects, objectId(n))));
    expect(records).toEqual(many.map(project));
    expect(askedIds(fetchMock).map((ids) => ids.length)).toEqual([maxIdsPerSearch, 20]);

    await loadReferencedRecord(queryClient, projects, objectId(500));
    expect(askedIds(fetchMock).at(-1)).toEqual([objectId(500)]);
  });

  it('fails every record of a search the server refuses, with its error', async () => {
    stubApi({ 'GET /api/node/projects/search': () => ({ status: 500, body: { message: 'Caído' } }) });
    const queryClient = new QueryClient();
    const results = await Promise.allSettled(
      [1, 2].map((n) => loadReferencedRecord(queryClient, projects, objectId(n))),
    );
    expect(results.map((result) => (reasonOf(result) as HttpError | undefined)?.status)).toEqual([500, 500]);
  });

  it("is a record's query under its get's key, so its own screen reads the same cache entry", async () => {
    const fetchMock = stubSearch();
    const queryClient = new QueryClient();
    const options = referencedRecordQuery(queryClient, projects, objectId(7));
    expect(options.queryKey).toEqual(projects.operations.getKey?.(objectId(7)));
    expect(await queryClient.fetchQuery(options)).toEqual(project(7));
    expect(askedIds(fetchMock)).toEqual([[objectId(7)]]);
    const noGet = { ...projects, operations: { ...projects.operations, getQuery: undefined } };
    expect(referencedRecordQuery(queryClient, noGet, objectId(7)).enabled).toBe(false);
  });

  it('batches only collections with both a search and a get', () => {
    expect(canBatch(projects)).toBe(true);
    expect(canBatch({ ...projects, contract: { ...projects.contract, actions: ['search'] } })).toBe(false);
  });
});
