// The generated table loads a collection's zod body schemas only when a form asks for them: building every
// collection's schemas when the table was imported held the first list screen 300-500 ms.
import { collectionOperations } from '@api/resources/operations';
import operationsSource from '@api/resources/operations.ts?raw';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bodySchemaQuery, prefetchBodySchema } from './body-schema';
import { collectionNames, resourceDefinition } from './resource-definition';

describe('the body schemas of the generated operations table', () => {
  it('imports no zod module up front: each is imported when its loader is called', () => {
    expect(operationsSource).not.toMatch(/^import\b[^;]*from '\.\.\/zod\//m);
    expect(operationsSource).toMatch(/loadCreateBody: \(\) => import\('\.\.\/zod\/node-posts\/node-posts\.zod'\)/);
  });

  it('loads a schema that validates the body for every collection that creates or updates', async () => {
    for (const name of collectionNames) {
      const operations = collectionOperations[name];
      expect(Boolean(operations.loadCreateBody), `${name} create`).toBe(Boolean(operations.create));
      expect(Boolean(operations.loadUpdateBody), `${name} update`).toBe(Boolean(operations.update));
      for (const load of [operations.loadCreateBody, operations.loadUpdateBody]) {
        if (!load) continue;
        const schema = await load();
        // An object body: a string is refused, whatever the collection.
        expect(schema.safeParse('not a body').success, name).toBe(false);
      }
    }
  });

  it('keeps a loaded schema for the session under its collection and mode', async () => {
    const query = bodySchemaQuery(resourceDefinition('posts'), 'update');
    expect(query.queryKey).toEqual(['body-schema', 'posts', 'update']);
    expect(query.staleTime).toBe(Number.POSITIVE_INFINITY);
    const schema = await query.queryFn?.({} as never);
    expect(schema?.safeParse({ title: 7 }).success).toBe(false);
  });
});

describe('prefetchBodySchema (the form routes’ loader)', () => {
  it('puts the schema of the route’s collection and mode in the cache before the form renders', async () => {
    const queryClient = new QueryClient();
    await prefetchBodySchema(queryClient, 'products', 'create');
    const cached = queryClient.getQueryData(bodySchemaQuery(resourceDefinition('products'), 'create').queryKey);
    expect(cached?.safeParse({}).success).toBe(false);
    expect(
      queryClient.getQueryData(bodySchemaQuery(resourceDefinition('products'), 'update').queryKey),
    ).toBeUndefined();
  });

  it('does nothing for an address naming no collection (the screen says so itself)', async () => {
    const queryClient = new QueryClient();
    await prefetchBodySchema(queryClient, 'nonexistent', 'create');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
