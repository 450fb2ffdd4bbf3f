// Drafts (`POST api/apps/mailbox/draft`, an addition): a mail being written is kept in the drafts folder,
// rewritten by id, and leaves the folder when it is sent with `draftId`.
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

const saveDraft = (body: Record<string, unknown>) => api.post('/api/apps/mailbox/draft').send(body);
const page = async (folder: string) =>
  contractBody(await api.get(`/api/apps/mailbox/mails?folder=${folder}&page=1`), 'mailboxListMails') as Page;
const draftsCount = async () =>
  contractBody(await api.get('/api/apps/mailbox/folders'), 'mailboxListFolders').find((f) => f.slug === 'drafts')
    ?.count;
const getMail = async (id: string) => contractBody(await api.get(`/api/apps/mailbox/mail?id=${id}`), 'mailboxGetMail');

describe('POST /api/apps/mailbox/draft', () => {
  it('keeps a new draft, even without recipients, in the drafts folder and counts it', async () => {
    const user = contractBody(await api.get('/api/common/user'), 'userGet');
    const countBefore = await draftsCount();
    const totalBefore = (await page('drafts')).pagination.totalResults;

    const draft = contractBody(
      await saveDraft({ id: null, draft: { subject: 'Pliego: primeras notas' } }),
      'mailboxSaveDraft',
    );
    expect(draft).toMatchObject({
      from: { contact: `${user.name} <${user.email}>` },
      to: '',
      cc: [],
      bcc: [],
      subject: 'Pliego: primeras notas',
      content: '',
      attachments: [],
      unread: false,
      labels: [],
    });

    const drafts = await page('drafts');
    expect(drafts.pagination.totalResults).toBe(totalBefore + 1);
    expect(drafts.mails[0]?.id).toBe(draft.id);
    expect(await draftsCount()).toBe((countBefore ?? 0) + 1);
  });

  it('rewrites a draft by id, keeping its flags and labels', async () => {
    const first = contractBody(
      await saveDraft({ draft: { to: ['ana.ruiz@empresa.es'], content: 'Borrador' } }),
      'mailboxSaveDraft',
    );
    const labels = contractBody(await api.get('/api/apps/mailbox/labels'), 'mailboxListLabels');
    const labelId = labels[0]?.id ?? '';
    await api
      .patch('/api/apps/mailbox/mail')
      .send({ id: first.id, mail: { starred: true, labels: [labelId] } })
      .expect(200);
    const totalBefore = (await page('drafts')).pagination.totalResults;

    const rewritten = contractBody(
      await saveDraft({
        id: first.id,
        draft: {
          to: ['ana.ruiz@empresa.es', 'luis.gil@empresa.es'],
          bcc: ['archivo@empresa.es'],
          subject: 'Acta',
          content: 'Texto final',
          attachments: [{ type: 'application/pdf', name: 'acta.pdf', size: 1_024 }],
        },
      }),
      'mailboxSaveDraft',
    );
    expect(rewritten).toMatchObject({
      id: first.id,
      to: 'ana.ruiz@empresa.es, luis.gil@empresa.es',
      bcc: ['archivo@empresa.es'],
      subject: 'Acta',
      content: 'Texto final',
      attachments: [{ name: 'acta.pdf', preview: 'pdf' }],
      starred: true,
      labels: [labelId],
    });
    expect(await getMail(first.id)).toEqual(rewritten);
    expect((await page('drafts')).pagination.totalResults).toBe(totalBefore);
  });

  it('answers 404 naming id for an unknown id or a mail that is no draft, changing nothing', async () => {
    const inboxMail = (await page('inbox')).mails[0];
    expect(inboxMail).toBeDefined();
    const before = await getMail(inboxMail?.id ?? '');
    const totalBefore = (await page('drafts')).pagination.totalResults;

    expectError(await saveDraft({ id: 'no-such-draft', draft: { subject: 'x' } }), 404, { field: 'id' });
    expectError(await saveDraft({ id: inboxMail?.id, draft: { subject: 'x' } }), 404, { field: 'id' });
    expect(await getMail(inboxMail?.id ?? '')).toEqual(before);
    expect((await page('drafts')).pagination.totalResults).toBe(totalBefore);
  });

  it('refuses what would be refused when sending, naming the field', async () => {
    expectError(await saveDraft({ draft: { cc: ['secretaria'] } }), 400, { field: 'draft.cc.0' });
    expectError(await saveDraft({ draft: { content: '<b>hola</b>' } }), 400, { field: 'draft.content' });
    expectError(await saveDraft({ draft: { folder: 'inbox' } }), 400, { field: 'draft.folder' });
    expectError(await saveDraft({}), 400, { field: 'draft' });
  });
});

describe('POST /api/apps/mailbox/mail with draftId', () => {
  const mail = { to: ['ana.ruiz@empresa.es'], subject: 'Acta', content: 'Adjunto el acta.' };

  it('sends the draft: the mail is in the sent folder and the draft is gone', async () => {
    const draft = contractBody(await saveDraft({ draft: { subject: 'Acta' } }), 'mailboxSaveDraft');
    const draftsBefore = (await page('drafts')).pagination.totalResults;
    const sentBefore = (await page('sent')).pagination.totalResults;

    const sent = contractBody(
      await api.post('/api/apps/mailbox/mail').send({ mail, draftId: draft.id }),
      'mailboxSendMail',
    );
    expect(sent.id).not.toBe(draft.id);
    expect((await page('sent')).mails[0]?.id).toBe(sent.id);
    expect((await page('sent')).pagination.totalResults).toBe(sentBefore + 1);
    expect((await page('drafts')).pagination.totalResults).toBe(draftsBefore - 1);
    expect(await getMail(draft.id)).toBeNull();
  });

  it('takes a null draftId as none', async () => {
    const sent = contractBody(
      await api.post('/api/apps/mailbox/mail').send({ mail, draftId: null }),
      'mailboxSendMail',
    );
    expect(sent.subject).toBe('Acta');
  });

  it('answers 404 naming draftId for a mail that is no draft, sending nothing', async () => {
    const inboxMail = (await page('inbox')).mails[0];
    const sentBefore = (await page('sent')).pagination.totalResults;
    expectError(await api.post('/api/apps/mailbox/mail').send({ mail, draftId: 'no-such-draft' }), 404, {
      field: 'draftId',
    });
    expectError(await api.post('/api/apps/mailbox/mail').send({ mail, draftId: inboxMail?.id }), 404, {
      field: 'draftId',
    });
    expect((await page('sent')).pagination.totalResults).toBe(sentBefore);
    expect(await getMail(inboxMail?.id ?? '')).not.toBeNull();
  });
});
