// Files a new request from a definition (POST workflows) and refreshes the user's own requests.
import { createWorkflow, getSearchWorkflowsQueryKey } from '@api/endpoints/node-workflows/node-workflows';
import type { Workflow } from '@api/model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NewRequestValues, newRequest } from './new-request';

export function useFileRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ definition, values }: { definition: Workflow; values: NewRequestValues }) =>
      createWorkflow(newRequest(definition, values, new Date()), { userKind: 'web' }),
    // Only the request lists change: the searches of workflows, not every query of the app.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSearchWorkflowsQueryKey(undefined, 'web') }),
  });
}
