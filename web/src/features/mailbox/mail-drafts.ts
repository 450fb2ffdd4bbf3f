// What the compose dialog opens with when one answers or passes on the open mail, or goes on with a draft. A reply
// goes to the sender (to everyone the mail went to, for "reply all"), with "Re:" once and the mail quoted line by
// line under who wrote it and when, as mail programs quote. A forward goes to whom one chooses, with the mail's
// header lines, its text and its files. A draft opens as it was saved.
import type { MailboxMail } from '@api/model';
import { parseAddress } from './mail-address';

/** An attached file as the mock keeps it: described, not uploaded. */
export interface DescribedFile {
  type: string;
  name: string;
  size: number;
}

export interface MailDraft {
  kind: 'reply' | 'replyAll' | 'forward' | 'draft';
  /** The saved draft this is (kind 'draft'): saving rewrites it, sending takes it out of the drafts. */
  draftId?: string;
  to: string[];
  cc: string[];
  bcc?: string[];
  subject: string;
  body: string;
  attachments: DescribedFile[];
}

type AnsweredMail = Pick<MailboxMail, 'from' | 'to' | 'cc' | 'subject' | 'content'>;

/** Whether a mail's content is HTML (the view renders it sanitised) rather than plain text with line breaks. */
export const isHtmlContent = (content: string): boolean => /<[a-z][\s\S]*>/i.test(content);

/** A mail's text: its HTML (if any) read as the lines a person sees, else the text itself. */
export function mailText(content: string): string {
  if (!isHtmlContent(content)) return content;
  const lines = content.replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr)>/gi, '\n');
  return (new DOMParser().parseFromString(lines, 'text/html').body.textContent ?? '').trim();
}

/** The plain addresses of "Name <address>" entries, each entry possibly a comma-separated list. */
const addressesOf = (entries: readonly string[]): string[] =>
  entries
    .flatMap((entry) => entry.split(','))
    .map((entry) => parseAddress(entry).address)
    .filter(Boolean);

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Each address once (mail addresses ignore case), in order, leaving out those in `without`. */
const distinct = (addresses: readonly string[], without: readonly string[] = []): string[] =>
  addresses.filter(
    (address, index) =>
      !without.some((other) => sameAddress(other, address)) &&
      addresses.findIndex((other) => sameAddress(other, address)) === index,
  );

export interface ReplyOptions {
  /** The mail is one's own (in the sent folder): a reply goes to its recipients, not back to oneself. */
  isOwn: boolean;
  /** Reply to all: also to the mail's other recipients and its copies, leaving oneself out. */
  all?: boolean;
  /** One's own address, left out of a reply to all. */
  self?: string;
  /** The line over the quote, for the sender's name ("El 2 de diciembre, Rebeca Gil escribió:"). */
  intro: (name: string) => string;
}

export function replyDraft(mail: AnsweredMail, options: ReplyOptions): MailDraft {
  const sender = parseAddress(mail.from.contact);
  const recipients = addressesOf([mail.to]);
  const self = options.self ? [options.self] : [];
  const others = options.all ? distinct(recipients, self) : [];
  const to = distinct(options.isOwn ? recipients : [sender.address, ...others]);
  const cc = options.all ? distinct(addressesOf(mail.cc ?? []), [...to, ...self]) : [];
  const quoted = mailText(mail.content)
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
  return {
    kind: options.all ? 'replyAll' : 'reply',
    to,
    cc,
    subject: /^re:/i.test(mail.subject.trim()) ? mail.subject : `Re: ${mail.subject}`,
    body: `\n\n${options.intro(sender.name)}\n${quoted}`,
    attachments: [],
  };
}

export interface ForwardOptions {
  /** "RV:" in Spanish mail programs, "Fwd:" in English ones; not added again to a forwarded subject. */
  prefix: string;
  /** The mail's date as the header line shows it. */
  date: string;
  labels: { title: string; from: string; date: string; subject: string; to: string; cc: string };
}

/**
 * "Name <address>" written as "Name (address)": mail text is plain text, and the API refuses "<" before a letter
 * in it (as markup), as it does in every plain-text field.
 */
const plainContact = (contact: string): string => {
  const { name, address } = parseAddress(contact);
  return name === address ? address : `${name} (${address})`;
};

const FORWARDED_SUBJECT = /^(rv|fwd?|reenv(?:iado)?):/i;

export function forwardDraft(
  mail: AnsweredMail & Pick<MailboxMail, 'attachments'>,
  options: ForwardOptions,
): MailDraft {
  const { labels } = options;
  const header = [
    `---------- ${labels.title} ----------`,
    `${labels.from}: ${plainContact(mail.from.contact)}`,
    `${labels.date}: ${options.date}`,
    `${labels.subject}: ${mail.subject}`,
    `${labels.to}: ${mail.to.split(',').map(plainContact).join(', ')}`,
    ...(mail.cc && mail.cc.length > 0 ? [`${labels.cc}: ${mail.cc.map(plainContact).join(', ')}`] : []),
  ];
  return {
    kind: 'forward',
    to: [],
    cc: [],
    subject: FORWARDED_SUBJECT.test(mail.subject.trim()) ? mail.subject : `${options.prefix} ${mail.subject}`,
    body: `\n\n${header.join('\n')}\n\n${mailText(mail.content)}`,
    attachments: mail.attachments.map(({ type, name, size }) => ({ type, name, size })),
  };
}

/** A saved draft, to go on writing: its recipients as plain addresses, its text and its files. */
export function continuedDraft(
  mail: Pick<MailboxMail, 'id' | 'to' | 'cc' | 'bcc' | 'subject' | 'content' | 'attachments'>,
): MailDraft {
  return {
    kind: 'draft',
    draftId: mail.id,
    to: distinct(addressesOf([mail.to])),
    cc: distinct(addressesOf(mail.cc ?? [])),
    bcc: distinct(addressesOf(mail.bcc ?? [])),
    subject: mail.subject,
    body: mailText(mail.content),
    attachments: mail.attachments.map(({ type, name, size }) => ({ type, name, size })),
  };
}
