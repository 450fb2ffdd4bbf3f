// A mail the current user sends (`POST api/apps/mailbox/mail`, an addition): stored in the sent folder as the
// seeded sent mails are, from the user, read, without flags or labels; attachments are described, not kept.
import type { RequestBody } from '../../contract/operation-types.ts';
import type { UserAccount } from '../user/seed.ts';
import type { MailboxAttachment, MailboxMail } from './types.ts';

type MailInput = RequestBody<'mailboxSendMail'>['mail'];

const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp|svg)$/i;

/** The sender's picture: the user's own when it is an image path, else a face drawn for their id. */
function senderAvatar(user: UserAccount): string {
  return user.avatar?.startsWith('images/') ? user.avatar : `images/avatars/user-${user.id}.jpg`;
}

/** As the seeded attachments: an image previews as a picture under images/apps/mailbox/, any other file by its extension. */
function attachment(file: NonNullable<MailInput['attachments']>[number]): MailboxAttachment {
  const isImage = file.type.startsWith('image/') || IMAGE_EXTENSIONS.test(file.name);
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  return { ...file, preview: isImage ? file.name : extension, downloadUrl: '' };
}

export function sentMail(
  input: MailInput,
  context: { id: string; date: string; sentFolderId: string; user: UserAccount },
): MailboxMail {
  const { user } = context;
  return {
    id: context.id,
    type: 'mail',
    from: { avatar: senderAvatar(user), contact: `${user.name} <${user.email}>` },
    to: input.to.join(', '),
    cc: input.cc ?? [],
    bcc: input.bcc ?? [],
    date: context.date,
    subject: input.subject,
    content: input.content,
    attachments: (input.attachments ?? []).map(attachment),
    starred: false,
    important: false,
    unread: false,
    folder: context.sentFolderId,
    labels: [],
  };
}
