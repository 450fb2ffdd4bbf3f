// `api/apps/mailbox/*`: settings, folders with live counts, filters, labels with slugs, mails by page, sending.
import { typedHandlers } from '../contract-types.ts';
import { copyById, mergeById, removeById } from '../records/list.ts';
import { folderCount } from './folders.ts';
import { newestFirst, selectMails, withCounts } from './mails.ts';
import { paginateMails } from './pagination.ts';
import { sentMail } from './sent-mail.ts';
import { slugify, uniqueSlug } from './slug.ts';
import type { MailboxLabel } from './types.ts';

export const mailboxHandlers = typedHandlers({
  mailboxGetSettings: ({ state }) => structuredClone(state.template.mailbox.settings),
  mailboxUpdateSettings: ({ state, body }) => {
    Object.assign(state.template.mailbox.settings, body.settings);
    return structuredClone(state.template.mailbox.settings);
  },
  mailboxListFolders: ({ state }) => {
    const { folders, mails } = state.template.mailbox;
    // The template also writes the count into the stored folder.
    for (const folder of folders) folder.count = folderCount(folder, mails);
    return structuredClone(folders);
  },
  mailboxListFilters: ({ state }) => structuredClone(state.template.mailbox.filters),
  mailboxListLabels: ({ state }) => structuredClone(state.template.mailbox.labels),
  mailboxCreateLabel: ({ state, body, services }) => {
    const { labels } = state.template.mailbox;
    const input = body.label;
    const slug = uniqueSlug(
      slugify(input.title),
      labels.map((label) => label.slug),
    );
    const label: MailboxLabel = { color: 'gray', ...input, id: services.newUuid(), slug };
    labels.push(label);
    return structuredClone(label);
  },
  mailboxUpdateLabel: ({ state, body }) => {
    const { id, label } = body;
    // The slug follows the new title, without the duplicate check of creation (template behaviour).
    return mergeById(state.template.mailbox.labels, id, { ...label, slug: slugify(label.title) });
  },
  mailboxDeleteLabel: ({ state, query }) => {
    const { id } = removeById(state.template.mailbox.labels, query.id, 'Mail label');
    for (const mail of state.template.mailbox.mails) mail.labels = mail.labels.filter((label) => label !== id);
    return true;
  },
  mailboxListMails: ({ state, query }) => {
    const selected = newestFirst(selectMails(state.template.mailbox, query));
    const page = paginateMails(selected, query.page ?? 1);
    return page.mails === null ? page : { ...page, mails: page.mails.map(withCounts) };
  },
  mailboxGetMail: ({ state, query }) => copyById(state.template.mailbox.mails, query.id),
  mailboxSendMail: ({ state, body, services }) => {
    const { mailbox, user } = state.template;
    const sentFolderId = mailbox.folders.find((folder) => folder.slug === 'sent')?.id;
    // The five folders are seeded and have no delete operation: the sent folder is always there.
    if (sentFolderId === undefined) throw new Error('the mailbox has no sent folder');
    const mail = sentMail(body.mail, { id: services.newUuid(), date: services.timestamp(), sentFolderId, user });
    mailbox.mails.push(mail);
    return structuredClone(mail);
  },
  mailboxUpdateMail: ({ state, body }) => {
    const { id, mail } = body;
    return mergeById(state.template.mailbox.mails, id, mail);
  },
});
