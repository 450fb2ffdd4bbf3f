// `api/apps/mailbox/*`: settings, folders with live counts, filters, labels with slugs, mails by page, sending,
// drafts.
import { typedHandlers } from '../contract-types.ts';
import { copyById, mergeById, notFoundError, removeById } from '../records/list.ts';
import { composedMail } from './composed-mail.ts';
import { folderCount, folderIdOf } from './folders.ts';
import { newestFirst, selectMails, withCounts } from './mails.ts';
import { paginateMails } from './pagination.ts';
import { slugify, uniqueSlug } from './slug.ts';
import type { MailboxLabel, MailboxMail, MailboxState } from './types.ts';

/** A mail of the drafts folder by id; anything else (unknown, or a mail of another folder) is a 404 naming the field. */
function requireDraft(mailbox: MailboxState, id: string, field: string): MailboxMail {
  const draftsId = folderIdOf(mailbox.folders, 'drafts');
  const draft = mailbox.mails.find((mail) => mail.id === id && mail.folder === draftsId);
  if (draft === undefined) throw notFoundError('Draft', id, field);
  return draft;
}

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
    // Checked first: a draftId that is no draft sends nothing.
    const draft = body.draftId == null ? undefined : requireDraft(mailbox, body.draftId, 'draftId');
    const folderId = folderIdOf(mailbox.folders, 'sent');
    const mail = composedMail(body.mail, { id: services.newUuid(), date: services.timestamp(), folderId, user });
    if (draft !== undefined) removeById(mailbox.mails, draft.id, 'Draft');
    mailbox.mails.push(mail);
    return structuredClone(mail);
  },
  mailboxSaveDraft: ({ state, body, services }) => {
    const { mailbox, user } = state.template;
    const stored = body.id == null ? undefined : requireDraft(mailbox, body.id, 'id');
    const folderId = folderIdOf(mailbox.folders, 'drafts');
    const draft = composedMail(body.draft, {
      id: stored?.id ?? services.newUuid(),
      date: services.timestamp(),
      folderId,
      user,
    });
    if (stored === undefined) {
      mailbox.mails.push(draft);
      return structuredClone(draft);
    }
    // Rewritten, the draft keeps what was set on it apart from its writing: flags and labels.
    const rewritten = { ...draft, starred: stored.starred, important: stored.important, labels: stored.labels };
    mailbox.mails[mailbox.mails.indexOf(stored)] = rewritten;
    return structuredClone(rewritten);
  },
  mailboxUpdateMail: ({ state, body }) => {
    const { id, mail } = body;
    return mergeById(state.template.mailbox.mails, id, mail);
  },
});
