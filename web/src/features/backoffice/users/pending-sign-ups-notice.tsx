// Staff sign-ups waiting for an administrator to activate them (a staff account cannot sign in until then): how many,
// and a link to them. On the users screen and on an administrator's home, so that nobody waits unseen.
import { useSearchUsuarios } from '@api/endpoints/node-usuarios/node-usuarios';
import { Alert, Button, type MantineSpacing } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLinkProps } from '../../../components/navigation/use-link-props';

/** The users screen's list of the sign-ups waiting. */
export const PENDING_SIGN_UPS_PATH = '/users?status=pending';

export function PendingSignUpsNotice({ mb }: { mb?: MantineSpacing }) {
  const { t } = useTranslation('backoffice');
  const linkProps = useLinkProps();
  // Only the count: whether any sign-up waits.
  const pending = useSearchUsuarios({ status: 'pending', size: 1 });
  const count = pending.data?.total ?? 0;
  if (count === 0) return null;
  return (
    <Alert color="yellow" icon={<IconUserExclamation size={20} />} title={t('users.pendingTitle')} mb={mb}>
      {t('users.pendingNotice', { count })}{' '}
      <Button variant="subtle" size="compact-sm" component="a" {...linkProps(PENDING_SIGN_UPS_PATH)}>
        {t('users.pendingShow')}
      </Button>
    </Alert>
  );
}
