// Seed of the mailbox: 5 folders, 2 filters, 6 labels, settings and 100 mails (see mail-seed.ts).
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { seedMails } from './mail-seed.ts';
import type { MailboxFilter, MailboxFolder, MailboxLabel, MailboxState } from './types.ts';

/** Folder slugs are the template's: its front end routes to `inbox` by default. */
const FOLDERS: Omit<MailboxFolder, 'id'>[] = [
  { slug: 'inbox', title: 'Bandeja de entrada', icon: 'heroicons_outline:inbox' },
  { slug: 'sent', title: 'Enviados', icon: 'heroicons_outline:paper-airplane' },
  { slug: 'drafts', title: 'Borradores', icon: 'heroicons_outline:document' },
  { slug: 'spam', title: 'Correo no deseado', icon: 'heroicons_outline:exclamation-triangle' },
  { slug: 'trash', title: 'Papelera', icon: 'heroicons_outline:trash' },
];

/** Filter slugs are mail field names (`mail[slug] === true`). */
const FILTERS: Omit<MailboxFilter, 'id'>[] = [
  { slug: 'starred', title: 'Destacados', icon: 'heroicons_outline:star' },
  { slug: 'important', title: 'Importantes', icon: 'heroicons_outline:exclamation-circle' },
];

/** The seed's label slugs, Spanish titles; colours are Tailwind colour names. */
const LABELS: Omit<MailboxLabel, 'id'>[] = [
  { slug: 'personal', title: 'Personal', color: 'gray' },
  { slug: 'work', title: 'Trabajo', color: 'teal' },
  { slug: 'payments', title: 'Pagos', color: 'red' },
  { slug: 'invoices', title: 'Facturas', color: 'pink' },
  { slug: 'accounts', title: 'Cuentas', color: 'purple' },
  { slug: 'forums', title: 'Foros', color: 'green' },
];

export function seedMailbox(context: SeedContext): MailboxState {
  const faker = seededFaker(context, 'mailbox');
  const folders = FOLDERS.map((folder) => ({ id: faker.string.uuid(), ...folder }));
  const filters = FILTERS.map((filter) => ({ id: faker.string.uuid(), ...filter }));
  const labels = LABELS.map((label) => ({ id: faker.string.uuid(), ...label }));
  return {
    settings: { messageLayout: 'right' },
    folders,
    filters,
    labels,
    mails: seedMails(context, folders, labels),
  };
}
