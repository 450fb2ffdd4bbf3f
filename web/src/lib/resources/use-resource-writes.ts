// Create, update and delete of a collection through its generated mutation options, with targeted cache
// updates: the record's own query gets the answer, the collection's searches and lists are refetched.
import type { ResourceRecord } from '@api/resources/resource-types';
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
  const update = useMutation({ ...(operations.update?.() ?? noop), onSuccess: store });
  const remove = useMutation({
    ...(operations.remove?.() ?? noop),
    onSuccess: (_removed, { id }) => {
      if (operations.getKey) queryClient.removeQueries({ queryKey: operations.getKey(id) });
      refreshLists();
    },
  });
  return { create, update, remove };
}
