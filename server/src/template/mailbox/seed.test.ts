import { describe, expect, it } from 'vitest';
import { folderCount } from './folders.ts';
import { FOLDER_SIZES, IMPORTANT, LABEL_SIZES, STARRED } from './mail-seed.ts';
import { MAIL_TEXTS } from './mail-text.ts';
import { seedMailbox } from './seed.ts';

const context = { seed: 42, now: new Date('2026-03-01T10:00:00Z') };
const mailbox = seedMailbox(context);
const slugOf = (folderId: string) => mailbox.folders.find((folder) => folder.id === folderId)?.slug;

describe('seedMailbox', () => {
  it('is deterministic for a seed', () => {
    expect(seedMailbox(context)).toEqual(mailbox);
    expect(seedMailbox({ ...context, seed: 43 }).mails[0]?.id).not.toBe(mailbox.mails[0]?.id);
  });

  it('fills mails the way the template shows them: text content, a sender avatar, existing previews', () => {
    // The template's list prints `content` as text; its details view keeps line breaks (pre-line).
    for (const mail of mailbox.mails) {
      expect(mail.content).not.toMatch(/[<>]/);
      expect(mail.content).toMatch(/^Hola:\n\n.+\n\nUn saludo,\n.+$/s);
      expect(mail.from.avatar).toMatch(/^images\/avatars\/(fe)?male-\d{2}\.jpg$/);
    }
    const previews = new Set(
      mailbox.mails.flatMap((mail) => mail.attachments).map((file) => [file.type, file.preview]),
    );
    expect(previews.size).toBeGreaterThan(0);
    // The template's public/images/apps/mailbox has these preview files; other types show their extension.
    const templatePreviews = [
      'birds-eye-sydney_preview.jpg',
      'lake-of-carrezza_preview.png',
      'mystery-forest_preview.jpg',
    ];
    for (const [type, preview] of previews) {
      if (type?.startsWith('image/')) expect(templatePreviews).toContain(preview);
      else expect(preview).toMatch(/^(pdf|xlsx|docx)$/);
    }
  });

  it("writes each mail's body about its subject", () => {
    const bodyOf = new Map(MAIL_TEXTS.map((text) => [text.subject, text.body.join('\n\n')]));
    for (const mail of mailbox.mails) {
      const body = bodyOf.get(mail.subject);
      expect(body, mail.subject).toBeDefined();
      expect(mail.content).toContain(body);
    }
  });

  it('has the template folders, filters, labels and settings', () => {
    expect(mailbox.folders.map((folder) => folder.slug)).toEqual(['inbox', 'sent', 'drafts', 'spam', 'trash']);
    expect(mailbox.filters.map((filter) => filter.slug)).toEqual(['starred', 'important']);
    expect(mailbox.labels.map((label) => label.slug)).toEqual(Object.keys(LABEL_SIZES));
    expect(mailbox.settings).toEqual({ messageLayout: 'right' });
  });

  it('spreads 100 mails over the folders with the template totals and unread counts', () => {
    expect(mailbox.mails).toHaveLength(100);
    for (const [slug, [total, unread]] of Object.entries(FOLDER_SIZES)) {
      const inFolder = mailbox.mails.filter((mail) => slugOf(mail.folder) === slug);
      expect(inFolder, slug).toHaveLength(total);
      expect(
        inFolder.filter((mail) => mail.unread),
        slug,
      ).toHaveLength(unread);
    }
  });

  it('has the template flag, label, cc, bcc and attachment counts', () => {
    const count = (test: (mail: (typeof mailbox.mails)[number]) => boolean) => mailbox.mails.filter(test).length;
    expect(count((mail) => mail.starred)).toBe(STARRED);
    expect(count((mail) => mail.important)).toBe(IMPORTANT);
    for (const label of mailbox.labels) {
      expect(
        count((mail) => mail.labels.includes(label.id)),
        label.slug,
      ).toBe(LABEL_SIZES[label.slug]);
    }
    expect(Math.max(...mailbox.mails.map((mail) => mail.labels.length))).toBeLessThanOrEqual(5);
    expect(count((mail) => mail.cc !== undefined)).toBe(67);
    expect(count((mail) => mail.bcc !== undefined)).toBe(1);
    expect(count((mail) => mail.attachments.length > 0)).toBe(8);
  });

  it('dates 10 mails in the week before now and 90 in 2018', () => {
    const recent = mailbox.mails.filter((mail) => mail.date > '2026-02-20' && mail.date <= context.now.toISOString());
    expect(recent).toHaveLength(10);
    expect(mailbox.mails.filter((mail) => mail.date.startsWith('2018-'))).toHaveLength(90);
  });

  it('makes the folder counts of the template: inbox 27, drafts 7, spam 13, sent and trash 0', () => {
    const counts = Object.fromEntries(
      mailbox.folders.map((folder) => [folder.slug, folderCount(folder, mailbox.mails)]),
    );
    expect(counts).toEqual({ inbox: 27, sent: 0, drafts: 7, spam: 13, trash: 0 });
  });
});
