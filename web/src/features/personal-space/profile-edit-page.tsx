// Profile of the signed-in web user (persona/perfil/editar/{personId}): person and web user in one form.
import { getGetWebuserQueryOptions } from '@api/endpoints/node-webusers/node-webusers';
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionPerson, useSessionUser } from '../../lib/auth/use-session-user';
import { ProfileForm } from './profile-form';

export function ProfileEditPage() {
  const { t } = useTranslation('space');
  const user = useSessionUser('web');
  const person = useSessionPerson(user);
  const webuser = useQuery({
    ...getGetWebuserQueryOptions(user?._id ?? '', { request: { userKind: 'web' } }),
    enabled: !!user,
  });

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{t('profile.title')}</Title>
        <Text c="dimmed" size="lg" mt={4}>
          {t('profile.description')}
        </Text>
      </div>
      {webuser.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('common.loadError.title')}>
          {t('common.loadError.message')}
        </Alert>
      ) : person && webuser.data && user?.personId ? (
        <ProfileForm records={{ person, webuser: webuser.data }} webuserId={user._id} personId={user.personId} />
      ) : (
        <Skeleton h={480} radius="lg" />
      )}
    </Stack>
  );
}
