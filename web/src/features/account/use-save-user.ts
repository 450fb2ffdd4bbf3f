// Saves changes of the template user (PATCH /api/common/user) and stores the merged user the server answers
// under the user query, so both account pages show it at once. `optimistic` applies the change before the
// answer (for one-click changes such as the status) and puts it back, with a notification, if refused.
import { getUserGetQueryOptions, useUserUpdate } from '@api/endpoints/user/user';
import type { UserAccount, UserAccountChanges } from '@api/model';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export function useSaveUser({ optimistic = false }: { optimistic?: boolean } = {}) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const key = getUserGetQueryOptions().queryKey;
  return useUserUpdate({
    mutation: {
      onMutate: async ({ data }) => {
        if (!optimistic) return { previous: undefined };
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<UserAccount | null>(key);
        if (previous) queryClient.setQueryData<UserAccount>(key, { ...previous, ...(data.user as UserAccountChanges) });
        return { previous };
      },
      onSuccess: (user) => {
        queryClient.setQueryData(key, user);
        notifications.show({ color: 'teal', message: t('saved') });
      },
      onError: (_error, _variables, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
        notifications.show({ color: 'red', title: t('failedTitle'), message: t('failed') });
      },
    },
  });
}
