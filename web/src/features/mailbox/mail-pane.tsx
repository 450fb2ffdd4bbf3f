// The open mail (route .../$mailId): loads it and marks it read on opening, as mail clients do.
import { useMailboxGetMail } from '@api/endpoints/mailbox/mailbox';
import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { LoadingState } from '../../components/screen-states/screen-states';
import { useRecordTitle } from '../../components/shell/record-title';
import { hasFailedToLoad } from '../../lib/is-not-found';
import { MailView } from './mail-view';
import { useMailUpdate } from './use-mail-update';

const route = getRouteApi('/backoffice/apps/mailbox/$kind/$slug/$mailId');

export function MailPane() {
  const { t } = useTranslation('mailbox');
  const { mailId } = route.useParams();
  const mail = useMailboxGetMail({ id: mailId });
  useRecordTitle(mail.data?.subject, mail.isPending);
  const { mutate } = useMailUpdate();
  // Once per opening: marking it unread again by hand must stick.
  const markedId = useRef<string | null>(null);
  const unreadId = mail.data?.unread ? mail.data.id : null;

  useEffect(() => {
    if (unreadId === null || markedId.current === unreadId) return;
    markedId.current = unreadId;
    mutate({ data: { id: unreadId, mail: { unread: false } } });
  }, [unreadId, mutate]);

  if (mail.isPending) {
    return <LoadingState label={t('loading')} />;
  }
  if (hasFailedToLoad(mail)) {
    return <LoadFailed title={t('mail.loadError')} query={mail} m="sm" />;
  }
  if (!mail.data) {
    return (
      <Text p="xl" c="dimmed">
        {t('mail.notFound')}
      </Text>
    );
  }
  return <MailView mail={mail.data} />;
}
