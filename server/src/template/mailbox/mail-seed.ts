// 100 seeded mails with the template's exact distributions per folder, flag and label.
import type { Faker } from '@faker-js/faker';
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { minutesBefore } from '../records/dates.ts';
import { avatarPath, avatarSex } from '../records/images.ts';
import { seedUser } from '../user/seed.ts';
import { MAIL_TEXTS, mailAttachments } from './mail-text.ts';
import type { MailboxFolder, MailboxLabel, MailboxMail } from './types.ts';

/** [total, unread] per folder slug. */
export const FOLDER_SIZES: Record<string, [number, number]> = {
  inbox: [45, 27],
  sent: [17, 8],
  drafts: [7, 0],
  spam: [13, 7],
  trash: [18, 13],
};
export const STARRED = 56;
export const IMPORTANT = 47;
export const LABEL_SIZES: Record<string, number> = {
  personal: 79,
  work: 57,
  payments: 47,
  invoices: 28,
  accounts: 12,
  forums: 0,
};
const WITH_CC = 67;
const WITH_BCC = 1;
const WITH_ATTACHMENTS = 8;
const RECENT = 10;

/** A sender: always with one of the template's stock avatars (its mail views show `from.avatar` unchecked). */
function person(faker: Faker): { avatar: string; contact: string; name: string } {
  const sex = avatarSex(faker);
  const firstName = faker.person.firstName(sex);
  const lastName = faker.person.lastName();
  const email = faker.internet.email({ firstName, lastName }).toLowerCase();
  return { avatar: avatarPath(faker, sex), contact: `${firstName} ${lastName} <${email}>`, name: firstName };
}

/** Indexes 0..99 with `count` of them picked at random. */
function pick(faker: Faker, total: number, count: number): Set<number> {
  const indexes = Array.from({ length: total }, (_, index) => index);
  return new Set(faker.helpers.arrayElements(indexes, count));
}

export function seedMails(context: SeedContext, folders: MailboxFolder[], labels: MailboxLabel[]): MailboxMail[] {
  const faker = seededFaker(context, 'mailbox-mails');
  const user = seedUser(context);
  // The signed-in user's avatar may be unset: a sender still shows one of the stock faces.
  const me = {
    avatar: user.avatar ?? avatarPath(faker, 'female'),
    contact: `${user.name} <${user.email}>`,
    name: user.name,
  };
  // One slot per mail: its folder and unread flag, shuffled so folders interleave in time.
  const slots = faker.helpers.shuffle(
    folders.flatMap((folder) => {
      const [total, unread] = FOLDER_SIZES[folder.slug] ?? [0, 0];
      return Array.from({ length: total }, (_, index) => ({ folder, unread: index < unread }));
    }),
  );
  const total = slots.length;
  const starred = pick(faker, total, STARRED);
  const important = pick(faker, total, IMPORTANT);
  const withCc = pick(faker, total, WITH_CC);
  const withBcc = pick(faker, total, WITH_BCC);
  const withAttachments = pick(faker, total, WITH_ATTACHMENTS);
  const recent = pick(faker, total, RECENT);
  const labelSets = labels.map((label) => ({
    id: label.id,
    members: pick(faker, total, LABEL_SIZES[label.slug] ?? 0),
  }));
  return slots.map(({ folder, unread }, index) => {
    const outgoing = folder.slug === 'sent' || folder.slug === 'drafts';
    const other = person(faker);
    const sender = outgoing ? me : other;
    const text = faker.helpers.arrayElement(MAIL_TEXTS);
    const mail: MailboxMail = {
      id: faker.string.uuid(),
      type: 'mail',
      from: { avatar: sender.avatar, contact: sender.contact },
      to: outgoing ? other.contact : `yo <${user.email}>`,
      date: recent.has(index)
        ? minutesBefore(context.now, faker.number.int({ min: 5, max: 60 * 24 * 7 }))
        : faker.date.between({ from: '2018-01-01T00:00:00Z', to: '2018-12-31T23:59:59Z' }).toISOString(),
      subject: text.subject,
      // Plain text, as the template's: its list prints it as text and its details view keeps the line breaks.
      content: `Hola:\n\n${text.body.join('\n\n')}\n\nUn saludo,\n${sender.name}`,
      attachments: withAttachments.has(index) ? mailAttachments(faker) : [],
      starred: starred.has(index),
      important: important.has(index),
      unread,
      folder: folder.id,
      labels: labelSets.filter((label) => label.members.has(index)).map((label) => label.id),
    };
    if (withCc.has(index))
      mail.cc = Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => person(faker).contact);
    if (withBcc.has(index)) mail.bcc = [person(faker).contact];
    return mail;
  });
}
