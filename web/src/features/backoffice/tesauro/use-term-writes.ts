// Writes of the thesaurus screen: add a term, and delete one (gone at once, put back if refused).
import {
  getSearchTerminosQueryKey,
  useCreateTermino,
  useDeleteTermino,
} from '@api/endpoints/node-terminos/node-terminos';
import type { TerminoPage } from '@api/model';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cachePatch, optimisticUpdate } from '../../../lib/optimistic/optimistic-update';
import { notifyFailure, notifySaved } from '../shared/notify';
import { termsParams } from './terms-query';

export function useTermWrites(tesauroId: string) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const key = getSearchTerminosQueryKey(termsParams(tesauroId));

  const create = useCreateTermino({
    mutation: {
      onError: notifyFailure,
      onSuccess: (term) => {
        notifySaved(t('tesauro.added', { term: term.term }));
        return queryClient.invalidateQueries({ queryKey: key });
      },
    },
  });

  const remove = useDeleteTermino({
    mutation: {
      ...optimisticUpdate({
        errorTitle: t('tesauro.deleteFailed'),
        patches: ({ id }) => [
          cachePatch<TerminoPage, unknown>(key, (page) => ({
            ...page,
            items: page.items.filter((term) => term._id !== id),
            total: page.total - 1,
          })),
        ],
      }),
      onSuccess: () => notifySaved(t('tesauro.deleted')),
    },
  });

  return { create, remove };
}
