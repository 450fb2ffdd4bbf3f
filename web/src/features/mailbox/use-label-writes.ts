// Label writes: each refreshes the labels, and the mails when a label's slug or existence changes.
import {
  getMailboxListLabelsQueryKey,
  getMailboxListMailsQueryKey,
  useMailboxCreateLabel,
  useMailboxDeleteLabel,
  useMailboxUpdateLabel,
} from '@api/endpoints/mailbox/mailbox';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../lib/refusal-text';

export function useLabelWrites() {
  const { t } = useTranslation('mailbox');
  const client = useQueryClient();
  const refresh = () =>
    Promise.all(
      [getMailboxListLabelsQueryKey(), getMailboxListMailsQueryKey()].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
  const mutation = {
    onSuccess: refresh,
    onError: (error: Error) =>
      notifications.show({ color: 'red', title: t('settings.refused'), message: refusalText(error) }),
  };
  return {
    create: useMailboxCreateLabel({ mutation }),
    update: useMailboxUpdateLabel({ mutation }),
    remove: useMailboxDeleteLabel({ mutation }),
  };
}
