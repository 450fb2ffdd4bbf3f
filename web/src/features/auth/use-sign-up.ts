// Registration of either user kind, with the product's success notice ('Usuario creado con éxito').
import { useSignUp as useGeneratedSignUp } from '@api/endpoints/node-auth/node-auth';
import type { SignUpRequest } from '@api/model';
import type { UserKind } from '@http-client';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

export function useSignUp(kind: UserKind) {
  const { t } = useTranslation('auth');
  const mutation = useGeneratedSignUp({
    request: { userKind: kind },
    mutation: { onSuccess: () => notifications.show({ color: 'teal', message: t('notices.userCreated') }) },
  });
  // Callers send the form's request; the user kind is this hook's.
  const mutate = (request: SignUpRequest, options?: Parameters<typeof mutation.mutate>[1]) =>
    mutation.mutate({ data: request, userKind: kind }, options);
  return { ...mutation, mutate };
}
