// The expiry notice itself: before the expiry, stay signed in (a renewed session) or sign out; after it, sign in
// again. Closing it leaves the screen as it is, so that unsaved text can be copied first.
import type { UserKind } from '@http-client';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { signOutEverywhereAndReload } from '../../lib/auth/unauthorized';
import type { SessionExpiry } from '../../lib/auth/use-session-expiry';
import { useSignOutAndLeave } from '../../lib/auth/use-sign-out';
import { dateTimeFormat } from '../../lib/intl/formatters';

export interface SessionExpiryDialogProps {
  kind: UserKind;
  expiry: SessionExpiry;
  opened: boolean;
  onClose: () => void;
}

export function SessionExpiryDialog({ kind, expiry, opened, onClose }: SessionExpiryDialogProps) {
  const { t, i18n } = useTranslation('auth');
  const signOut = useSignOutAndLeave(kind);
  const isExpired = expiry.phase === 'expired';
  const time =
    expiry.expiresAt === undefined
      ? ''
      : dateTimeFormat(i18n.language, { timeStyle: 'short' }).format(expiry.expiresAt);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(isExpired ? 'sessionExpiry.expiredTitle' : 'sessionExpiry.expiringTitle')}
      closeOnClickOutside={false}
      centered
    >
      <Stack>
        <Text>{isExpired ? t('sessionExpiry.expiredText') : t('sessionExpiry.expiringText', { time })}</Text>
        {expiry.renewalFailed && !isExpired && (
          <Alert color="red" variant="light" role="alert">
            {t('sessionExpiry.renewalFailed')}
          </Alert>
        )}
        <Group justify="flex-end">
          {isExpired ? (
            <Button onClick={() => signOutEverywhereAndReload()} data-autofocus>
              {t('sessionExpiry.signInAgain')}
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={signOut}>
                {t('sessionExpiry.signOut')}
              </Button>
              <Button onClick={expiry.renew} loading={expiry.isRenewing} data-autofocus>
                {t('sessionExpiry.stay')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
