// Shapes of the mailbox slice of the template state, from the contract.
import type { Schema } from '../../contract/operation-types.ts';

export type MailboxAttachment = Schema<'MailboxAttachment'>;
export type MailboxMail = Omit<Schema<'MailboxMail'>, 'ccCount' | 'bccCount'>;
export type MailboxFolder = Schema<'MailboxFolder'>;
export type MailboxFilter = Schema<'MailboxFilter'>;
export type MailboxLabel = Schema<'MailboxLabel'>;
export type MailboxSettings = Schema<'MailboxSettings'>;

export interface MailboxState {
  settings: MailboxSettings;
  folders: MailboxFolder[];
  filters: MailboxFilter[];
  labels: MailboxLabel[];
  mails: MailboxMail[];
}
