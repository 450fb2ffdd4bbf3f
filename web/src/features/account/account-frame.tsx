// Frame of the account pages: the title and the signed-in template user once loaded.

import { useUserGet } from '@api/endpoints/user/user';
import type { UserAccount } from '@api/model';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { LoadingState } from '../../components/screen-states/screen-states';

interface AccountFrameProps {
  title: string;
  subtitle: string;
  children: (user: UserAccount) => ReactNode;
}

export function AccountFrame({ title, subtitle, children }: AccountFrameProps) {
  const { t } = useTranslation('account');
  const user = useUserGet();
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{subtitle}</Text>
      </div>
      {user.isPending && <LoadingState />}
      {(user.isError || user.data === null) && <LoadFailed title={t('loadFailed')} query={user} />}
      {user.data && children(user.data)}
    </Stack>
  );
}
