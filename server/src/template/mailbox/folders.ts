// Folder badge counts, recomputed on every folder listing as the template does.
import type { MailboxFolder, MailboxMail } from './types.ts';

/** sent and trash show nothing, drafts and spam their size, every other folder its unread mails. */
export function folderCount(folder: MailboxFolder, mails: readonly MailboxMail[]): number {
  const inFolder = mails.filter((mail) => mail.folder === folder.id);
  if (folder.slug === 'sent' || folder.slug === 'trash') return 0;
  if (folder.slug === 'drafts' || folder.slug === 'spam') return inFolder.length;
  return inFolder.filter((mail) => mail.unread).length;
}
