// Admin sign-in screen, alone on the empty layout (the form arrives with the generated auth hooks).
import { Center, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page';
import classes from './sign-in-page.module.css';

export function SignInPage() {
  const { t } = useTranslation('auth');
  return (
    <Center className={classes.screen}>
      <Paper withBorder shadow="sm" radius="lg" p="xl" className={classes.card}>
        <PlaceholderPage title={t('signIn.title')} description={t('signIn.description')} />
      </Paper>
    </Center>
  );
}
