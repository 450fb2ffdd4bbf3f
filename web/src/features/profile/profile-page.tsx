// The signed-in user's profile: the person behind the account (editing arrives with the people module).
import type { UserKind } from '@http-client';
import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../components/email-address';
import { personName } from '../../lib/auth/person-name';
import { useSessionPerson, useSessionUser } from '../../lib/auth/use-session-user';

interface ProfilePageProps {
  kind: UserKind;
}

export function ProfilePage({ kind }: ProfilePageProps) {
  const { t } = useTranslation('person');
  const user = useSessionUser(kind);
  const person = useSessionPerson(user);
  const name = person ? personName(person) : (user?.username ?? '');
  const email = person?.email ?? user?.email;
  const fields = [
    { label: t('profile.username'), value: user?.username },
    { label: t('profile.email'), value: email && <EmailAddress address={email} /> },
    { label: t('profile.phone'), value: person?.phone },
    { label: t('profile.organization'), value: person?.organization },
    { label: t('profile.position'), value: person?.position },
    { label: t('profile.city'), value: person?.city },
  ];

  return (
    <Stack gap="lg">
      <Title order={1}>{t('profile.title')}</Title>
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="lg">
          <Group gap="md">
            <Avatar name={name} color="initials" size={64} />
            <div>
              <Text fw={700} size="lg">
                {name}
              </Text>
              <Text c="dimmed" size="sm">
                {t('profile.note')}
              </Text>
            </div>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {fields.map((field) => (
              <div key={field.label}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {field.label}
                </Text>
                <Text>{field.value || t('profile.empty')}</Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
    </Stack>
  );
}
