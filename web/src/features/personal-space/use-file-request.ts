// Files a new request from a definition (POST workflows, generated mutation hook) and refreshes the user's
// own requests.
import { getSearchWorkflowsQueryKey, useCreateWorkflow } from '@api/endpoints/node-workflows/node-workflows';
import type { Workflow } from '@api/model';
import { useQueryClient } from '@tanstack/react-query';
import { type NewRequestValues, newRequest } from './new-request';

export interface FileRequestVariables {
  definition: Workflow;
  values: NewRequestValues;
}

export function useFileRequest() {
  const queryClient = useQueryClient();
  const mutation = useCreateWorkflow({
    request: { userKind: 'web' },
    // Only the request lists change: the web user's searches of workflows, not every query of the app.
    mutation: {
      onSuccess: () => queryClient.invalidateQueries({ queryKey: getSearchWorkflowsQueryKey(undefined, 'web') }),
    },
  });
  const file = ({ definition, values }: FileRequestVariables) =>
    mutation.mutateAsync({ data: newRequest(definition, values, new Date()) });
  return { isPending: mutation.isPending, file };
}
