// Query options of the training list and of one training: the generated published-posts or posts-search
// call, as the search parameters decide, under the generated query keys (no base URL, no token in them).
import { getSearchPublishedPostsQueryKey, searchPublishedPosts } from '@api/endpoints/node-content/node-content';
import { getGetPostQueryOptions, getSearchPostsQueryKey, searchPosts } from '@api/endpoints/node-posts/node-posts';
import type { Post, PostPage } from '@api/model';
import { type RequestOptions, userKindOf } from '@http-client';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { type TrainingSearch, trainingPostsQuery } from './training-search';

export function trainingPostsQueryOptions(search: TrainingSearch, request: RequestOptions | undefined) {
  const query = trainingPostsQuery(search);
  const kind = userKindOf(request);
  const queryKey: readonly unknown[] =
    query.kind === 'published'
      ? getSearchPublishedPostsQueryKey(query.params, kind)
      : getSearchPostsQueryKey(query.params, kind);
  const fetchPage = (options: RequestOptions): Promise<PostPage> =>
    query.kind === 'published' ? searchPublishedPosts(query.params, options) : searchPosts(query.params, options);
  return queryOptions({
    queryKey,
    queryFn: request ? ({ signal }) => fetchPage({ ...request, signal }) : skipToken,
  });
}

export function trainingPostQueryOptions(postId: string, request: RequestOptions | undefined) {
  return { ...getGetPostQueryOptions(postId, { request }), enabled: request !== undefined };
}

/** Only published trainings are shown in the training space; any other post reads as "not found" there. */
export function isPublishedTraining(post: Pick<Post, 'module' | 'status'>): boolean {
  return post.module === 'capacitacion' && post.status === 'published';
}
