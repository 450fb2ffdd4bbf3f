// Folder badge counts, recomputed on every folder listing as the template does.
import type { MailboxFolder, MailboxMail } from './types.ts';

/** sent and trash show nothing, drafts and spam their size, every other folder its unread mails. */
export function folderCount(folder: MailboxFolder, mails: readonly MailboxMail[]): number {
  const inFolder = mails.filter((mail) => mail.folder === folder.id);
  if (folder.slug === 'sent' || folder.slug === 'trash') return 0;
  if (folder.slug === 'drafts' || folder.slug === 'spam') return inFolder.length;
  return inFolder.filter((mail) => mail.unread).length;
}

/** Id of a seeded folder: the five folders are seeded and have no delete operation, so each is always there. */
export function folderIdOf(folders: readonly MailboxFolder[], slug: 'sent' | 'drafts'): string {
  const id = folders.find((folder) => folder.slug === slug)?.id;
  if (id === undefined) throw new Error(`the mailbox has no ${slug} folder`);
  return id;
}
