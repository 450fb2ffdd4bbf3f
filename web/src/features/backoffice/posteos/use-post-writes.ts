// Create and update of posts; both refresh the post lists (and the welcome cards, which are a post search). An
// update is sent on condition of the version the editor was opened at (If-Match): a colleague's save made
// meanwhile answers 412, which the editor resolves itself (no failure notice then).
import {
  getGetPostQueryKey,
  getSearchPostsQueryKey,
  updatePost,
  useCreatePost,
} from '@api/endpoints/node-posts/node-posts';
import type { PostChanges } from '@api/model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ifMatch, isStaleVersion } from '../../../lib/if-match';
import { notifyFailure, notifySaved } from '../shared/notify';

export function usePostWrites() {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const searches = getSearchPostsQueryKey().slice(0, 1);

  const create = useCreatePost({
    mutation: {
      onError: notifyFailure,
      onSuccess: (post) => {
        notifySaved(t('posteos.created', { title: post.title }));
        return queryClient.invalidateQueries({ queryKey: searches });
      },
    },
  });
  const update = useMutation({
    mutationFn: ({ id, data, version }: { id: string; data: PostChanges; version: string | undefined }) =>
      updatePost(id, data, ifMatch(version)),
    onError: (error) => {
      if (!isStaleVersion(error)) notifyFailure(error);
    },
    onSuccess: (post) => {
      notifySaved(t(post.status === 'published' ? 'posteos.published' : 'posteos.saved'));
      queryClient.setQueryData(getGetPostQueryKey(post._id), post);
      return queryClient.invalidateQueries({ queryKey: searches });
    },
  });
  return { create, update, isPending: create.isPending || update.isPending };
}
