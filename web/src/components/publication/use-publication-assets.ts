// The documents with assets of the posts on screen, fetched in one call and grouped by post target id.
import { getFindDocumentsWithAssetsQueryOptions } from '@api/endpoints/node-content/node-content';
import type { DocumentWithAssets } from '@api/model';
import type { RequestOptions } from '@http-client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { groupByTarget } from './asset-files';

const none: ReadonlyMap<string, DocumentWithAssets[]> = new Map();

export function usePublicationAssets(targetIds: readonly string[], request: RequestOptions | undefined) {
  const params = { targetIds: [...targetIds].sort() };
  const query = useQuery({
    ...getFindDocumentsWithAssetsQueryOptions(params, { request }),
    enabled: request !== undefined && targetIds.length > 0,
  });
  const groups = useMemo(() => (query.data ? groupByTarget(query.data) : none), [query.data]);
  return { groups, isPending: query.isPending && targetIds.length > 0 && request !== undefined };
}
