// The documents with assets of the posts on screen, fetched in one call and grouped by post target id.
import { getFindDocumentsWithAssetsQueryOptions } from '@api/endpoints/node-content/node-content';
import type { DocumentWithAssets } from '@api/model';
import type { RequestOptions } from '@http-client';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { groupByTarget, targetIdsOf } from './asset-files';

const none: ReadonlyMap<string, DocumentWithAssets[]> = new Map();

function publicationAssetsQueryOptions(targetIds: readonly string[], request: RequestOptions | undefined) {
  return getFindDocumentsWithAssetsQueryOptions({ targetIds: [...targetIds].sort() }, { request });
}

/**
 * For route loaders, once the posts are in: asks for their assets without waiting for the answer, so the call
 * leaves before the screen's first render instead of after it (the covers are the list's largest pictures).
 */
export function prefetchPublicationAssets(
  queryClient: QueryClient,
  posts: readonly { processcontext?: { targetId: string } }[],
  request: RequestOptions,
): void {
  const targetIds = targetIdsOf(posts);
  if (targetIds.length > 0) void queryClient.prefetchQuery(publicationAssetsQueryOptions(targetIds, request));
}

export function usePublicationAssets(targetIds: readonly string[], request: RequestOptions | undefined) {
  const query = useQuery({
    ...publicationAssetsQueryOptions(targetIds, request),
    enabled: request !== undefined && targetIds.length > 0,
  });
  const groups = useMemo(() => (query.data ? groupByTarget(query.data) : none), [query.data]);
  return { groups, isPending: query.isPending && targetIds.length > 0 && request !== undefined };
}
