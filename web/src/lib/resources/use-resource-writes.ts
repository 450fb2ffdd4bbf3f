// Create, update and delete of a collection through its generated mutation options, with targeted cache
// updates: the record's own query gets the answer, the collection's searches and lists are refetched. An update
// may name the version it was made on (the record's updatedAt): it is then sent on that condition (If-Match), and
// the server refuses it (412) if someone saved the record since.
import type { ResourceRecord, UpdateVariables } from '@api/resources/resource-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResourceDefinition } from './resource-definition';

export function useResourceWrites(definition: ResourceDefinition) {
  const queryClient = useQueryClient();
  const { operations } = definition;
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: operations.searchKey() });
    if (operations.listKey) void queryClient.invalidateQueries({ queryKey: operations.listKey() });
  };
  const store = (record: ResourceRecord) => {
    if (operations.getQuery) queryClient.setQueryData(operations.getQuery(record._id).queryKey, record);
    refreshLists();
  };
  const noop = { mutationFn: () => Promise.reject(new Error(`${definition.name}: no such operation`)) };

  const create = useMutation({ ...(operations.create?.() ?? noop), onSuccess: store });
  const update = useMutation({
    mutationFn: ({ version, ...variables }: UpdateVariables & { version?: string }) => {
      const request = version === undefined ? undefined : { headers: { 'If-Match': `"${version}"` } };
      const { mutationFn } = operations.update?.(request) ?? noop;
      return (mutationFn as (variables: UpdateVariables) => Promise<ResourceRecord>)(variables);
    },
    onSuccess: store,
  });
  const remove = useMutation({
    ...(operations.remove?.() ?? noop),
    onSuccess: (_removed, { id }) => {
      if (operations.getKey) queryClient.removeQueries({ queryKey: operations.getKey(id) });
      refreshLists();
    },
  });
  return { create, update, remove };
}
