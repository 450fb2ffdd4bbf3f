// Deleting a term of the thesaurus screen (gone at once, put back if refused); terms are added through the
// generic resource form.
import { getSearchTerminosQueryKey, useDeleteTermino } from '@api/endpoints/node-terminos/node-terminos';
import type { TerminoPage } from '@api/model';
import { useTranslation } from 'react-i18next';
import { cachePatch, optimisticUpdate } from '../../../lib/optimistic/optimistic-update';
import { notifySaved } from '../shared/notify';
import { termsParams } from './terms-query';

export function useTermWrites(tesauroId: string) {
  const { t } = useTranslation('backoffice');
  const key = getSearchTerminosQueryKey(termsParams(tesauroId));

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

  return { remove };
}
