// Shapes of the mailbox slice of the template state.
export interface MailboxAttachment {
  type: string;
  name: string;
  size: number;
  preview: string;
  downloadUrl: string;
}

export interface MailboxMail {
  id: string;
  type: 'mail';
  from: { avatar: string | null; contact: string };
  to: string;
  cc?: string[];
  bcc?: string[];
  date: string;
  subject: string;
  content: string;
  attachments: MailboxAttachment[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  folder: string;
  labels: string[];
}

export interface MailboxFolder {
  id: string;
  title: string;
  slug: string;
  icon: string;
  count?: number;
}

export interface MailboxFilter {
  id: string;
  title: string;
  slug: string;
  icon: string;
}

export interface MailboxLabel {
  id: string;
  title: string;
  slug: string;
  color: string;
}

export interface MailboxSettings {
  messageLayout: string;
}

export interface MailboxState {
  settings: MailboxSettings;
  folders: MailboxFolder[];
  filters: MailboxFilter[];
  labels: MailboxLabel[];
  mails: MailboxMail[];
}
