// The documents with assets of the posts on screen, fetched in one call and grouped by post target id.
import { getFindDocumentsWithAssetsQueryOptions } from '@api/endpoints/node-content/node-content';
import type { DocumentWithAssets } from '@api/model';
import type { RequestOptions } from '@http-client';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { coverUrls, groupByTarget, targetIdsOf } from './asset-files';

const none: ReadonlyMap<string, DocumentWithAssets[]> = new Map();

function publicationAssetsQueryOptions(targetIds: readonly string[], request: RequestOptions | undefined) {
  return getFindDocumentsWithAssetsQueryOptions({ targetIds: [...targetIds].sort() }, { request });
}

/** Starts downloading pictures a coming render shows; the <img> elements then find them in the cache. */
function preloadImages(urls: readonly string[]): void {
  for (const url of urls) {
    const image = new Image();
    image.src = url;
  }
}

/**
 * For route loaders, once the posts are in: asks for their assets without waiting for the answer, so the call
 * leaves before the screen's first render instead of after it, and with the answer the covers start
 * downloading at once: they are the list's largest pictures (its largest paint), and the screen's render,
 * which would otherwise ask for them, takes a while on a phone.
 */
export function prefetchPublicationAssets(
  queryClient: QueryClient,
  posts: readonly { processcontext?: { targetId: string } }[],
  request: RequestOptions,
): void {
  const targetIds = targetIdsOf(posts);
  if (targetIds.length === 0) return;
  queryClient.fetchQuery(publicationAssetsQueryOptions(targetIds, request)).then(
    (found) => preloadImages(coverUrls(found)),
    // The screen asks again and shows the failure itself.
    () => undefined,
  );
}

export function usePublicationAssets(targetIds: readonly string[], request: RequestOptions | undefined) {
  const query = useQuery({
    ...publicationAssetsQueryOptions(targetIds, request),
    enabled: request !== undefined && targetIds.length > 0,
  });
  const groups = useMemo(() => (query.data ? groupByTarget(query.data) : none), [query.data]);
  return { groups, isPending: query.isPending && targetIds.length > 0 && request !== undefined };
}

/** Posts shown together with their assets. */
export interface PostsWithAssets<P> {
  posts: readonly P[];
  groups: ReadonlyMap<string, DocumentWithAssets[]>;
}

/**
 * The posts to show with their assets: those whose assets have come (or failed), else the last such posts (the page
 * before, while a new page's assets are on their way), else none yet. Cards shown before their assets grew as the
 * files came (a training card by two file rows, 89 px: Lighthouse's layout shift of the training space).
 */
export function usePostsWithAssets<P extends { processcontext?: { targetId: string } }>(
  posts: readonly P[] | undefined,
  request: RequestOptions | undefined,
): PostsWithAssets<P> | undefined {
  const { groups, isPending } = usePublicationAssets(targetIdsOf(posts ?? []), request);
  const current = useMemo(() => (posts ? { posts, groups } : undefined), [posts, groups]);
  const isComplete = current !== undefined && !isPending;
  const [lastComplete, setLastComplete] = useState(isComplete ? current : undefined);
  // Noted during the render (React's way to keep state from the previous render): no frame shows less.
  if (isComplete && lastComplete !== current) setLastComplete(current);
  return isComplete ? current : lastComplete;
}
