// Deleting a term of the thesaurus screen (gone at once, put back if refused); terms are added through the
// generic resource form. The delete goes on condition of the version shown: a term renamed or redefined since is
// not deleted unseen (412), and the list shows it as it is now.
import { deleteTermino, getSearchTerminosQueryKey } from '@api/endpoints/node-terminos/node-terminos';
import type { Termino, TerminoPage } from '@api/model';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ifMatch } from '../../../lib/if-match';
import { cachePatch, optimisticUpdate } from '../../../lib/optimistic/optimistic-update';
import { notifySaved } from '../shared/notify';

/** The term to delete, and the version the screen shows it at. */
interface TermDelete {
  id: string;
  version: string | undefined;
}

// Every page and search of the terms holds the term.
const termsKey = getSearchTerminosQueryKey();

export function useTermWrites() {
  const { t } = useTranslation('backoffice');

  const remove = useMutation({
    mutationFn: ({ id, version }: TermDelete) => deleteTermino(id, ifMatch(version)),
    ...optimisticUpdate<Termino, Error, TermDelete>({
      errorTitle: t('tesauro.deleteFailed'),
      patches: ({ id }) => [
        cachePatch<TerminoPage, unknown>(termsKey, (page) => ({
          ...page,
          items: page.items.filter((term) => term._id !== id),
          total: page.total - 1,
        })),
      ],
    }),
    onSuccess: () => notifySaved(t('tesauro.deleted')),
  });

  return { remove };
}
