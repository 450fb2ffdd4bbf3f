// Shown only for the moment a sign-out route works before it redirects.
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SigningOutPage() {
  const { t } = useTranslation('auth');
  return (
    <Center mih="60dvh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t('signOut.inProgress')}</Text>
      </Stack>
    </Center>
  );
}
