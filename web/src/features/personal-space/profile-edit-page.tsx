// Profile of the signed-in web user (persona/perfil/editar/{personId}): person and web user in one form.
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProfileForm } from './profile-form';
import { useProfileRecords } from './use-profile-records';

export function ProfileEditPage() {
  const { t } = useTranslation('space');
  const { ids, records, isError } = useProfileRecords();

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{t('profile.title')}</Title>
        <Text c="dimmed" size="lg" mt={4}>
          {t('profile.description')}
        </Text>
      </div>
      {isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('common.loadError.title')}>
          {t('common.loadError.message')}
        </Alert>
      ) : ids && records ? (
        <ProfileForm records={records} {...ids} />
      ) : (
        <Skeleton h={480} radius="lg" />
      )}
    </Stack>
  );
}
