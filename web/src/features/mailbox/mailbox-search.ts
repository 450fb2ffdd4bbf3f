// What the mailbox URL may hold: a folder, filter or label slug with its 1-based page, and the open mail.
export const mailboxKinds = ['folder', 'filter', 'label'] as const;
export type MailboxKind = (typeof mailboxKinds)[number];

export interface MailboxSearch {
  page: number;
}

export function isMailboxKind(value: string): value is MailboxKind {
  return (mailboxKinds as readonly string[]).includes(value);
}

/** `?page=` as a whole number from 1; anything else is page 1. */
export function validateMailboxSearch(search: Record<string, unknown>): MailboxSearch {
  const page = Number(search.page);
  return { page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The list query of a mailbox view: `folder`, `filter` or `label` set to the slug. */
export function mailsParams(kind: MailboxKind, slug: string, page: number) {
  return { [kind]: slug, page };
}
