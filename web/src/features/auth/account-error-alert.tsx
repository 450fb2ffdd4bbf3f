// The message of a failed account request, in the screen's language (the server's bodies are in English).
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { accountErrorKey } from './error-message';

/** Nothing while `error` is null: pass the request's error as it is. */
export function AccountErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('auth');
  if (error === null || error === undefined) return null;
  return (
    <Alert color="red" variant="light">
      {t(accountErrorKey(error))}
    </Alert>
  );
}
