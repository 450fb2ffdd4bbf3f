// One optimistic write for every mail change (read/unread, star, important, labels, move): the lists and the
// open mail change at once, the folder counts are refetched when the server has answered.
import {
  getMailboxGetMailQueryKey,
  getMailboxListFoldersQueryKey,
  getMailboxListMailsQueryKey,
  type MailboxUpdateMailMutationVariables,
  useMailboxUpdateMail,
} from '@api/endpoints/mailbox/mailbox';
import type { MailboxMail, MailboxMailsPage, MailboxMailsPastLastPage } from '@api/model';
import { useTranslation } from 'react-i18next';
import { cachePatch, optimisticUpdate } from '../../lib/optimistic/optimistic-update';

type Variables = MailboxUpdateMailMutationVariables;

export function useMailUpdate() {
  const { t } = useTranslation('mailbox');
  return useMailboxUpdateMail({
    mutation: optimisticUpdate({
      errorTitle: t('refused'),
      patches: ({ data }: Variables) => [
        cachePatch<MailboxMailsPage | MailboxMailsPastLastPage, Variables>(getMailboxListMailsQueryKey(), (page) =>
          page.mails === null
            ? page
            : { ...page, mails: page.mails.map((mail) => (mail.id === data.id ? { ...mail, ...data.mail } : mail)) },
        ),
        cachePatch<MailboxMail | null, Variables>(getMailboxGetMailQueryKey({ id: data.id }), (mail) =>
          mail === null ? mail : { ...mail, ...data.mail },
        ),
      ],
      invalidates: ({ data }) => [
        getMailboxListMailsQueryKey(),
        getMailboxGetMailQueryKey({ id: data.id }),
        getMailboxListFoldersQueryKey(),
      ],
    }),
  });
}
