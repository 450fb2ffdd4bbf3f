// Create and update of posts; both refresh the post lists (and the welcome cards, which are a post search).
import {
  getGetPostQueryKey,
  getSearchPostsQueryKey,
  useCreatePost,
  useUpdatePost,
} from '@api/endpoints/node-posts/node-posts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  const update = useUpdatePost({
    mutation: {
      onError: notifyFailure,
      onSuccess: (post) => {
        notifySaved(t(post.status === 'published' ? 'posteos.published' : 'posteos.saved'));
        queryClient.setQueryData(getGetPostQueryKey(post._id), post);
        return queryClient.invalidateQueries({ queryKey: searches });
      },
    },
  });
  return { create, update, isPending: create.isPending || update.isPending };
}
