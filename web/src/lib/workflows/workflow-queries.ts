// Queries of a web user's procedures: the definitions they may start and their own requests (the API only
// shows a web user their own instances). Own requests carry the user id in the key, so a different user
// signing in on the same page never sees the previous user's cached list.
import { getSearchWorkflowsQueryOptions } from '@api/endpoints/node-workflows/node-workflows';
import type { SearchWorkflowsParams } from '@api/model';

const web = { userKind: 'web' } as const;

export const definitionsParams: SearchWorkflowsParams = { kind: 'definition', sort: 'title', order: 'asc', size: 100 };

export function ownRequestsParams(page: number, size: number): SearchWorkflowsParams {
  return { kind: 'instance', sort: 'createdAt', order: 'desc', page, size };
}

export function procedureDefinitionsQueryOptions() {
  return getSearchWorkflowsQueryOptions(definitionsParams, { request: web });
}

export function ownRequestsQueryOptions(userId: string, params: SearchWorkflowsParams) {
  const options = getSearchWorkflowsQueryOptions(params, { request: web });
  return { ...options, queryKey: [...options.queryKey, { requester: userId }] as const };
}
