// Writes of the staff users screen: lock or unlock an account (shown at once, undone if refused) and send
// a password-reset e-mail (the screen never sees or sets a password).
import { useForgotPassword } from '@api/endpoints/node-auth/node-auth';
import { getSearchUsuariosQueryKey, useUpdateUsuario } from '@api/endpoints/node-usuarios/node-usuarios';
import type { UsuarioPage } from '@api/model';
import { useTranslation } from 'react-i18next';
import { cachePatch, optimisticUpdate } from '../../../lib/optimistic/optimistic-update';
import { notifyFailure, notifySaved } from '../shared/notify';

// Every page and search of the list holds the user.
const listsKey = getSearchUsuariosQueryKey().slice(0, 1);

export function useUserWrites() {
  const { t } = useTranslation('backoffice');

  const setStatus = useUpdateUsuario({
    mutation: {
      ...optimisticUpdate({
        errorTitle: t('users.statusFailed'),
        patches: ({ id, data }) => [
          cachePatch<UsuarioPage, unknown>(listsKey, (page) => ({
            ...page,
            items: page.items.map((user) => (user._id === id ? { ...user, ...data } : user)),
          })),
        ],
      }),
      onSuccess: (user) =>
        notifySaved(t(user.status === 'locked' ? 'users.locked' : 'users.unlocked', { name: user.username })),
    },
  });

  const resetPassword = useForgotPassword({
    mutation: {
      onError: notifyFailure,
      onSuccess: () => notifySaved(t('users.resetSent')),
    },
  });

  return {
    lock: (id: string) => setStatus.mutate({ id, data: { status: 'locked' } }),
    unlock: (id: string) => setStatus.mutate({ id, data: { status: 'active' } }),
    sendReset: (email: string, onDone: () => void) =>
      resetPassword.mutate({ userKind: 'admin', data: { email } }, { onSettled: onDone }),
    isResetPending: resetPassword.isPending,
  };
}
