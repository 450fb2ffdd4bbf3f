// Sending a mail (`POST api/apps/mailbox/mail`, an addition): it lands in the sent folder, from the current user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectError } from '../helpers/contract.ts';

type Page = Schema<'MailboxMailsPage'>;

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

const send = (mail: Record<string, unknown>) => api.post('/api/apps/mailbox/mail').send({ mail });
const sentPage = async () =>
  contractBody(await api.get('/api/apps/mailbox/mails?folder=sent&page=1'), 'mailboxListMails') as Page;
const folders = async () => contractBody(await api.get('/api/apps/mailbox/folders'), 'mailboxListFolders');

const acta = {
  to: ['ana.ruiz@empresa.es', 'luis.gil@empresa.es'],
  cc: ['secretaria@empresa.es'],
  subject: 'Acta de la sesión del 3 de diciembre',
  content: 'Buenos días:\n\nAdjunto el acta firmada. Plazo < 30 días para alegaciones.\n\nUn saludo.',
  attachments: [
    { type: 'application/pdf', name: 'acta-sesion.pdf', size: 182_044 },
    { type: 'image/jpeg', name: 'firma.jpg', size: 20_480 },
  ],
};

describe('POST /api/apps/mailbox/mail', () => {
  it('stores the mail in the sent folder, from the current user, newest first and read', async () => {
    const user = contractBody(await api.get('/api/common/user'), 'userGet');
    const countsBefore = (await folders()).map((folder) => [folder.slug, folder.count]);
    const before = (await sentPage()).pagination.totalResults;

    const mail = contractBody(await send(acta), 'mailboxSendMail');
    expect(mail).toMatchObject({
      type: 'mail',
      from: { contact: `${user.name} <${user.email}>` },
      to: 'ana.ruiz@empresa.es, luis.gil@empresa.es',
      cc: ['secretaria@empresa.es'],
      bcc: [],
      subject: acta.subject,
      content: acta.content,
      unread: false,
      starred: false,
      important: false,
      labels: [],
      attachments: [
        { type: 'application/pdf', name: 'acta-sesion.pdf', size: 182_044, preview: 'pdf', downloadUrl: '' },
        { type: 'image/jpeg', name: 'firma.jpg', size: 20_480, preview: 'firma.jpg', downloadUrl: '' },
      ],
    });
    expect(mail.from.avatar).toMatch(/^images\/avatars\//);
    expect(Math.abs(Date.parse(mail.date) - Date.now())).toBeLessThan(60_000);

    const after = await sentPage();
    expect(after.pagination.totalResults).toBe(before + 1);
    expect(after.mails[0]).toMatchObject({ id: mail.id, ccCount: 1, bccCount: 0 });
    expect(contractBody(await api.get(`/api/apps/mailbox/mail?id=${mail.id}`), 'mailboxGetMail')).toEqual(mail);
    // The counts follow the template's rule: the sent folder shows 0 whatever it holds.
    expect((await folders()).map((folder) => [folder.slug, folder.count])).toEqual(countsBefore);
  });

  it('takes a mail with no copies, attachments, subject nor text', async () => {
    const mail = contractBody(await send({ to: ['ana.ruiz@empresa.es'], subject: '', content: '' }), 'mailboxSendMail');
    expect(mail).toMatchObject({ to: 'ana.ruiz@empresa.es', cc: [], bcc: [], attachments: [] });
  });

  it('refuses a mail without recipients, with a wrong address, with markup or an unknown field, naming it', async () => {
    const before = (await sentPage()).pagination.totalResults;
    expectError(await send({ ...acta, to: [] }), 400, { field: 'mail.to' });
    expectError(await send({ ...acta, cc: ['secretaria'] }), 400, { field: 'mail.cc.0' });
    expectError(await send({ ...acta, content: 'Hola <script>alert(1)</script>' }), 400, { field: 'mail.content' });
    expectError(await send({ ...acta, folder: 'inbox' }), 400, { field: 'mail.folder' });
    expectError(await api.post('/api/apps/mailbox/mail').send({}), 400, { field: 'mail' });
    expect((await sentPage()).pagination.totalResults).toBe(before);
  });
});
