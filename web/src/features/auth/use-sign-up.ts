// Registration of either user kind, with the product's success notice ('Usuario creado con éxito').
import { signUp } from '@api/endpoints/node-auth/node-auth';
import type { SignUpRequest } from '@api/model';
import type { UserKind } from '@http-client';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export function useSignUp(kind: UserKind) {
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: (request: SignUpRequest) => signUp(kind, request, { userKind: kind }),
    onSuccess: () => notifications.show({ color: 'teal', message: t('notices.userCreated') }),
  });
}
