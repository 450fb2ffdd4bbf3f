// The shared client: a write's success makes the audit trail's searches stale (the server logged the write), and
// nothing else.
import { getSearchAuditLogsQueryKey } from '@api/endpoints/node-auditlogs/node-auditlogs';
import { getSearchTasksQueryKey } from '@api/endpoints/node-tasks/node-tasks';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it("marks every audit search stale after a write succeeds, and leaves the other queries' data fresh", async () => {
    const client = createQueryClient();
    const history = getSearchAuditLogsQueryKey({ collection: 'tasks', entityId: 'a'.repeat(24) });
    const tasks = getSearchTasksQueryKey({ size: 5 });
    client.setQueryData(history, { items: [] });
    client.setQueryData(tasks, { items: [] });

    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve('saved') })
      .execute(undefined);

    expect(client.getQueryState(history)?.isInvalidated).toBe(true);
    expect(client.getQueryState(tasks)?.isInvalidated).toBe(false);
  });

  it('leaves the audit searches alone when a write fails', async () => {
    const client = createQueryClient();
    const history = getSearchAuditLogsQueryKey({ collection: 'tasks' });
    client.setQueryData(history, { items: [] });
    const failing = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(new Error('409')) });
    await expect(failing.execute(undefined)).rejects.toThrow('409');
    expect(client.getQueryState(history)?.isInvalidated).toBe(false);
  });

  it("saves a write offline, when the audit trail's code cannot load, and asks for that code again at the next write", async () => {
    vi.resetModules();
    let loads = 0;
    vi.doMock('@api/endpoints/node-auditlogs/node-auditlogs', async (importOriginal) => {
      loads += 1;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    try {
      const { createQueryClient: createOffline } = await import('./query-client');
      const client = createOffline();
      const history = getSearchAuditLogsQueryKey({ collection: 'tasks' });
      client.setQueryData(history, { items: [] });
      const write = () =>
        client
          .getMutationCache()
          .build(client, { mutationFn: () => Promise.resolve('saved') })
          .execute(undefined);

      await expect(write()).resolves.toBe('saved');
      expect(client.getQueryState(history)?.isInvalidated).toBe(false);

      await expect(write()).resolves.toBe('saved');
      expect(loads).toBe(2);
      expect(client.getQueryState(history)?.isInvalidated).toBe(true);
    } finally {
      vi.doUnmock('@api/endpoints/node-auditlogs/node-auditlogs');
      vi.resetModules();
    }
  });
});
