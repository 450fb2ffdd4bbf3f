// Create, update and delete of a collection through its generated mutation options, with targeted cache
// updates: the record's own query gets the answer, the collection's searches and lists are refetched. An update
// may name the version it was made on (the record's updatedAt): it is then sent on that condition (If-Match), and
// the server refuses it (412) if someone saved the record since; the record is then read again.
import type { RemoveVariables, ResourceRecord, UpdateVariables } from '@api/resources/resource-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, isStaleVersion } from '../if-match';
import { type ResourceDefinition, resourceDefinition } from './resource-definition';

const auditTrailKey = resourceDefinition('auditlogs').operations.searchKey();

export function useResourceWrites(definition: ResourceDefinition) {
  const queryClient = useQueryClient();
  const { operations } = definition;
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: operations.searchKey() });
    if (operations.listKey) void queryClient.invalidateQueries({ queryKey: operations.listKey() });
    // Every write is a line of the audit trail: the trail and the histories on screen show it.
    void queryClient.invalidateQueries({ queryKey: auditTrailKey });
  };
  const store = (record: ResourceRecord) => {
    if (operations.getQuery) queryClient.setQueryData(operations.getQuery(record._id).queryKey, record);
    refreshLists();
  };
  const noop = { mutationFn: () => Promise.reject(new Error(`${definition.name}: no such operation`)) };

  const create = useMutation({ ...(operations.create?.() ?? noop), onSuccess: store });
  // Changed by someone since it was shown (412): the record is read again, so the screen shows it as it is now.
  const refreshStale = (error: unknown, id: string) => {
    if (!isStaleVersion(error) || !operations.getKey) return;
    void queryClient.invalidateQueries({ queryKey: operations.getKey(id) });
  };
  const update = useMutation({
    mutationFn: ({ version, ...variables }: UpdateVariables & { version?: string }) => {
      const { mutationFn } = operations.update?.(ifMatch(version)) ?? noop;
      return (mutationFn as (variables: UpdateVariables) => Promise<ResourceRecord>)(variables);
    },
    onSuccess: store,
    onError: (error, { id }) => refreshStale(error, id),
  });
  const remove = useMutation({
    mutationFn: ({ version, ...variables }: RemoveVariables & { version?: string }) => {
      const { mutationFn } = operations.remove?.(ifMatch(version)) ?? noop;
      return (mutationFn as (variables: RemoveVariables) => Promise<ResourceRecord>)(variables);
    },
    onSuccess: (_removed, { id }) => {
      if (operations.getKey) queryClient.removeQueries({ queryKey: operations.getKey(id) });
      refreshLists();
    },
    // A record changed since is seen before it is deleted, in its lists too.
    onError: (error, { id }) => {
      if (!isStaleVersion(error)) return;
      refreshStale(error, id);
      refreshLists();
    },
  });
  return { create, update, remove };
}
