// Writes of the staff users screen: lock, unlock or activate an account (shown at once, undone if refused) and send
// a password-reset e-mail (the screen never sees or sets a password). A lock or unlock goes on condition of the
// account as the list shows it: a status a colleague set meanwhile is not overwritten unseen.
import { useForgotPassword } from '@api/endpoints/node-auth/node-auth';
import { getSearchUsuariosQueryKey, getUsuario, updateUsuario } from '@api/endpoints/node-usuarios/node-usuarios';
import type { Usuario, UsuarioPage, UsuarioStatus } from '@api/model';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { writeUnlessChanged } from '../../../lib/if-match';
import { cachePatch, optimisticUpdate } from '../../../lib/optimistic/optimistic-update';
import { notifyFailure, notifySaved } from '../shared/notify';

// Every page and search of the list holds the user.
const listsKey = getSearchUsuariosQueryKey().slice(0, 1);

/** An account's new status, and the account as the list shows it. */
interface StatusChange {
  shown: Usuario;
  status: UsuarioStatus;
}

export function useUserWrites() {
  const { t } = useTranslation('backoffice');

  const setStatus = useMutation({
    mutationFn: ({ shown, status }: StatusChange) =>
      writeUnlessChanged(
        shown,
        ['status'],
        () => getUsuario(shown._id),
        (options) => updateUsuario(shown._id, { status }, options),
      ),
    ...optimisticUpdate<Usuario, Error, StatusChange>({
      errorTitle: t('users.statusFailed'),
      patches: ({ shown, status }) => [
        cachePatch<UsuarioPage, unknown>(listsKey, (page) => ({
          ...page,
          items: page.items.map((user) => (user._id === shown._id ? { ...user, status } : user)),
        })),
      ],
    }),
    onSuccess: (user, { shown }) =>
      notifySaved(
        t(
          user.status === 'locked' ? 'users.locked' : shown.status === 'locked' ? 'users.unlocked' : 'users.activated',
          {
            name: user.username,
          },
        ),
      ),
  });

  const activate = (shown: Usuario) => setStatus.mutate({ shown, status: 'active' });

  const resetPassword = useForgotPassword({
    mutation: {
      onError: notifyFailure,
      onSuccess: () => notifySaved(t('users.resetSent')),
    },
  });

  return {
    lock: (shown: Usuario) => setStatus.mutate({ shown, status: 'locked' }),
    // Unlocking and activating both make the account active; the notice says which it was.
    unlock: activate,
    activate,
    sendReset: (email: string, onDone: () => void) =>
      resetPassword.mutate({ userKind: 'admin', data: { email } }, { onSettled: onDone }),
    isResetPending: resetPassword.isPending,
  };
}
