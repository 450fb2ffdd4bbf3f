// A reply as it opens in the compose dialog: to whom, "Re:" once before the subject, and the mail quoted under
// a line that says who wrote it and when, each of its lines after "> ", as mail programs quote.
import type { MailboxMail } from '@api/model';
import { parseAddress } from './mail-address';

export interface MailDraft {
  to: string[];
  subject: string;
  body: string;
}

/** Whether a mail's content is HTML (the view renders it sanitised) rather than plain text with line breaks. */
export const isHtmlContent = (content: string): boolean => /<[a-z][\s\S]*>/i.test(content);

/** A mail's text: its HTML (if any) read as the lines a person sees, else the text itself. */
export function mailText(content: string): string {
  if (!isHtmlContent(content)) return content;
  const lines = content.replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr)>/gi, '\n');
  return (new DOMParser().parseFromString(lines, 'text/html').body.textContent ?? '').trim();
}

export function replyDraft(
  mail: Pick<MailboxMail, 'from' | 'to' | 'subject' | 'content'>,
  options: { isOwn: boolean; intro: (name: string) => string },
): MailDraft {
  const sender = parseAddress(mail.from.contact);
  // A reply to one's own sent mail goes to its recipients, not back to oneself.
  const to = options.isOwn
    ? mail.to
        .split(',')
        .map((entry) => parseAddress(entry).address)
        .filter(Boolean)
    : [sender.address];
  const quoted = mailText(mail.content)
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
  return {
    to,
    subject: /^re:/i.test(mail.subject.trim()) ? mail.subject : `Re: ${mail.subject}`,
    body: `\n\n${options.intro(sender.name)}\n${quoted}`,
  };
}
