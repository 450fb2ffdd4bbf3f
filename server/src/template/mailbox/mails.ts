// Selecting and listing mails: by folder slug, filter field or label slug, newest first, with cc/bcc counts.
import { ApiError } from '../../contract/api-error.ts';
import type { QueryOf } from '../../contract/operation-types.ts';
import type { MailboxMail, MailboxState } from './types.ts';

export type MailQuery = QueryOf<'mailboxListMails'>;

const unknownSlug = (field: string, slug: string) =>
  new ApiError(404, 'NOT_FOUND', `There is no mailbox ${field} with slug "${slug}"`, field);

/** The first of folder, filter, label that is present decides; none selects nothing. */
export function selectMails(mailbox: MailboxState, query: MailQuery): MailboxMail[] {
  if (query.folder) {
    const folder = mailbox.folders.find((candidate) => candidate.slug === query.folder);
    if (folder === undefined) throw unknownSlug('folder', query.folder);
    return mailbox.mails.filter((mail) => mail.folder === folder.id);
  }
  if (query.filter) {
    const field = query.filter;
    return mailbox.mails.filter((mail) => mail[field] === true);
  }
  if (query.label) {
    const label = mailbox.labels.find((candidate) => candidate.slug === query.label);
    if (label === undefined) throw unknownSlug('label', query.label);
    return mailbox.mails.filter((mail) => mail.labels.includes(label.id));
  }
  return [];
}

export function newestFirst(mails: readonly MailboxMail[]): MailboxMail[] {
  return [...mails].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

export function withCounts(mail: MailboxMail): MailboxMail & { ccCount: number; bccCount: number } {
  return { ...structuredClone(mail), ccCount: mail.cc?.length ?? 0, bccCount: mail.bcc?.length ?? 0 };
}
