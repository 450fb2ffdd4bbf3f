// Writes of the staff users screen: lock, unlock or activate an account (shown at once, undone if refused) or several
// ticked ones (one after another, the list read again after), and send
// a password-reset e-mail (the screen never sees or sets a password). A lock or unlock goes on condition of the
// account as the list shows it: a status a colleague set meanwhile is not overwritten unseen.
import { useForgotPassword } from '@api/endpoints/node-auth/node-auth';
import { getSearchUsuariosQueryKey, getUsuario, updateUsuario } from '@api/endpoints/node-usuarios/node-usuarios';
import type { Usuario, UsuarioPage, UsuarioStatus } from '@api/model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writeUnlessChanged } from '../../../lib/if-match';
import { cachePatch, optimisticUpdate } from '../../../lib/optimistic/optimistic-update';
import { type BulkOutcome, runBulk } from '../../../lib/resources/bulk-actions';
import { notifyFailure, notifySaved } from '../shared/notify';
import { useStaffName } from './use-staff-name';

// Every page and search of the list holds the user.
const listsKey = getSearchUsuariosQueryKey().slice(0, 1);

/** An account's new status, and the account as the list shows it. */
interface StatusChange {
  shown: Usuario;
  status: UsuarioStatus;
}

/** Sets an account's status on condition of the account as the list shows it. */
const writeStatus = ({ shown, status }: StatusChange) =>
  writeUnlessChanged(
    shown,
    ['status'],
    () => getUsuario(shown._id),
    (options) => updateUsuario(shown._id, { status }, options),
  );

export function useUserWrites() {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const staffName = useStaffName();
  const [isBulkPending, setBulkPending] = useState(false);

  const setStatus = useMutation({
    mutationFn: writeStatus,
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
          // Named as its row and every reference name the person; the user name is the account's.
          { name: staffName(user) },
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

  /** Sets the status of several accounts, one after another; those that already have it are left as they are. */
  const setStatusOfAll = async (shown: readonly Usuario[], status: UsuarioStatus): Promise<BulkOutcome<Usuario>> => {
    setBulkPending(true);
    try {
      const changing = shown.filter((user) => user.status !== status);
      return await runBulk(changing, (user) => writeStatus({ shown: user, status }));
    } finally {
      setBulkPending(false);
      await queryClient.invalidateQueries({ queryKey: listsKey });
    }
  };

  return {
    setStatusOfAll,
    isBulkPending,
    lock: (shown: Usuario) => setStatus.mutate({ shown, status: 'locked' }),
    // Unlocking and activating both make the account active; the notice says which it was.
    unlock: activate,
    activate,
    sendReset: (email: string, onDone: () => void) =>
      resetPassword.mutate({ userKind: 'admin', data: { email } }, { onSettled: onDone }),
    isResetPending: resetPassword.isPending,
  };
}
