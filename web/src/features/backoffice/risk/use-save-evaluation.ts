// Saving the walk: create a new evaluation or update the one resumed, through the generated mutation hooks;
// the saved record primes its detail query and every evaluation list is refetched.
import {
  getGetRiskEvaluationQueryKey,
  getListRiskEvaluationsQueryKey,
  getSearchRiskEvaluationsQueryKey,
  useCreateRiskEvaluation,
  useUpdateRiskEvaluation,
} from '@api/endpoints/node-riskevaluations/node-riskevaluations';
import type { RiskEvaluation, RiskEvaluationInput } from '@api/model';
import { useQueryClient } from '@tanstack/react-query';
import { evaluationChanges } from './evaluation-scoring';

export function useSaveEvaluation(evaluationId: string | undefined, onSaved: (saved: RiskEvaluation) => void) {
  const queryClient = useQueryClient();
  const onSuccess = (saved: RiskEvaluation) => {
    queryClient.setQueryData(getGetRiskEvaluationQueryKey(saved._id), saved);
    // Prefix keys: every page and filter of the list and search caches.
    void queryClient.invalidateQueries({ queryKey: getListRiskEvaluationsQueryKey().slice(0, 1) });
    void queryClient.invalidateQueries({ queryKey: getSearchRiskEvaluationsQueryKey().slice(0, 1) });
    onSaved(saved);
  };
  const create = useCreateRiskEvaluation({ mutation: { onSuccess } });
  const update = useUpdateRiskEvaluation({ mutation: { onSuccess } });
  const mutation = evaluationId ? update : create;
  return {
    /** Saves; a refused save calls `onRefused` and leaves the walk's values as they are. */
    save: (data: RiskEvaluationInput, onRefused: (error: unknown) => void) =>
      evaluationId
        ? update.mutate({ id: evaluationId, data: evaluationChanges(data) }, { onError: onRefused })
        : create.mutate({ data }, { onError: onRefused }),
    isPending: mutation.isPending,
    error: mutation.error,
  };
}
