// Personal home (espacio/persona, personhome layout): the welcome banner and the service cards the user's
// module roles allow.
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionPerson, useSessionUser } from '../../lib/auth/use-session-user';
import { PersonHomeCard } from './person-home-card';
import { personHomeCards } from './person-home-cards';
import classes from './personal-space.module.css';

export function PersonHomePage() {
  const { t } = useTranslation('space');
  const user = useSessionUser('web');
  const person = useSessionPerson(user);
  const cards = user?.personId ? personHomeCards(user.moduleroles, user.personId) : [];

  return (
    <Stack gap="xl">
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.banner}>
        <Title order={1}>{t('home.title')}</Title>
        {person && (
          <Text fw={600} fz="lg" mt="xs">
            {t('home.greeting', { name: person.firstName })}
          </Text>
        )}
        <Text fz="lg" mt="xs" maw={720}>
          {t('home.banner')}
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg" component="nav" aria-label={t('home.servicesLabel')}>
        {cards.map((card) => (
          <PersonHomeCard key={card.id} card={card} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
