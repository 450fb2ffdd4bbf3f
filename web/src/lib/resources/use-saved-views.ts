// The saved views (view selectors) of one collection and their writes through the generated hooks; every
// write refreshes the view selector searches (this menu and the plantillas screen).
import {
  getListViewSelectorsQueryKey,
  getSearchViewSelectorsQueryKey,
  useCreateViewSelector,
  useDeleteViewSelector,
  useSearchViewSelectors,
  useUpdateViewSelector,
} from '@api/endpoints/node-viewselectors/node-viewselectors';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionUser } from '../auth/use-session-user';

// A collection has a handful of views; one page holds them all.
const VIEWS_PAGE = 100;

export function useSavedViews(collection: string) {
  const queryClient = useQueryClient();
  const views = useSearchViewSelectors({ collection, size: VIEWS_PAGE, sort: 'name', order: 'asc' });
  const ownerId = useSessionUser('admin')?._id;
  const mutation = {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getSearchViewSelectorsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListViewSelectorsQueryKey() }),
      ]),
  };
  return {
    views: views.data?.items ?? [],
    isPending: views.isPending,
    ownerId,
    create: useCreateViewSelector({ mutation }),
    update: useUpdateViewSelector({ mutation }),
    remove: useDeleteViewSelector({ mutation }),
  };
}

export type SavedViews = ReturnType<typeof useSavedViews>;
