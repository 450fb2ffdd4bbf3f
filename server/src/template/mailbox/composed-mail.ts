// A mail the current user writes: sent (`POST api/apps/mailbox/mail`) or kept as a draft
// (`POST api/apps/mailbox/draft`), both additions. Stored as the seeded ones are, from the user, read, without
// flags or labels, in the given folder; attachments are described, not kept.
import type { RequestBody } from '../../contract/operation-types.ts';
import type { UserAccount } from '../user/seed.ts';
import type { MailboxAttachment, MailboxMail } from './types.ts';

/** What is written: a mail to send, or a draft, where any part may still be missing. */
type ComposedInput = RequestBody<'mailboxSaveDraft'>['draft'];
type AttachmentInput = NonNullable<ComposedInput['attachments']>[number];

const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp|svg)$/i;

/** The sender's picture: the user's own when it is an image path, else a face drawn for their id. */
function senderAvatar(user: UserAccount): string {
  return user.avatar?.startsWith('images/') ? user.avatar : `images/avatars/user-${user.id}.jpg`;
}

/** As the seeded attachments: an image previews as a picture under images/apps/mailbox/, any other file by its extension. */
function attachment(file: AttachmentInput): MailboxAttachment {
  const isImage = file.type.startsWith('image/') || IMAGE_EXTENSIONS.test(file.name);
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  return { ...file, preview: isImage ? file.name : extension, downloadUrl: '' };
}

export function composedMail(
  input: ComposedInput,
  context: { id: string; date: string; folderId: string; user: UserAccount },
): MailboxMail {
  const { user } = context;
  return {
    id: context.id,
    type: 'mail',
    from: { avatar: senderAvatar(user), contact: `${user.name} <${user.email}>` },
    to: (input.to ?? []).join(', '),
    cc: input.cc ?? [],
    bcc: input.bcc ?? [],
    date: context.date,
    subject: input.subject ?? '',
    content: input.content ?? '',
    attachments: (input.attachments ?? []).map(attachment),
    starred: false,
    important: false,
    unread: false,
    folder: context.folderId,
    labels: [],
  };
}
