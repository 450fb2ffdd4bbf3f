// Frame of the account pages: the title and the signed-in template user once loaded, with a word on whose account
// this is: the apps' own (the sender of the mails one sends), apart from the staff account and its person.

import { useUserGet } from '@api/endpoints/user/user';
import type { UserAccount } from '@api/model';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { useLinkProps } from '../../components/navigation/use-link-props';
import { LoadingState } from '../../components/screen-states/screen-states';
import { useSessionUser } from '../../lib/auth/use-session-user';

interface AccountFrameProps {
  title: string;
  subtitle: string;
  children: (user: UserAccount) => ReactNode;
}

export function AccountFrame({ title, subtitle, children }: AccountFrameProps) {
  const { t } = useTranslation('account');
  const user = useUserGet();
  const staff = useSessionUser('admin');
  const linkProps = useLinkProps();
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{subtitle}</Text>
        <Text size="sm" mt="xs">
          {t('appsAccount')}{' '}
          {staff?.personId && (
            <Anchor size="sm" {...linkProps(`/loggeduser/profile/${staff.personId}`)}>
              {t('staffProfile')}
            </Anchor>
          )}
        </Text>
      </div>
      {user.isPending && <LoadingState />}
      {(user.isError || user.data === null) && <LoadFailed title={t('loadFailed')} query={user} />}
      {user.data && children(user.data)}
    </Stack>
  );
}
