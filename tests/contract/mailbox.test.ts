// Template mailbox app (`api/apps/mailbox/*`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectContract, expectError, operationById } from '../helpers/contract.ts';

type Mail = Schema<'MailboxMail'>;
type Page = Schema<'MailboxMailsPage'>;
type Label = Schema<'MailboxLabel'>;

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

const mails = async (query: string) =>
  contractBody(await api.get(`/api/apps/mailbox/mails?${query}`), 'mailboxListMails');
/** A page within the range (not the answer past the last page). */
const page = async (query: string): Promise<Page> => {
  const answer = await mails(query);
  if (answer.mails === null) throw new Error(`mails?${query} is past the last page`);
  return answer as Page;
};
const folders = async () => contractBody(await api.get('/api/apps/mailbox/folders'), 'mailboxListFolders');
const labels = async () => (await api.get('/api/apps/mailbox/labels')).body as Label[];
/** Every mail, read folder by folder and page by page. */
const everyMail = async () => {
  const found: Mail[] = [];
  for (const folder of await folders()) {
    for (let page = 1; ; page++) {
      const answer = await mails(`folder=${folder.slug}&page=${page}`);
      if (answer.mails === null) break;
      found.push(...answer.mails);
    }
  }
  return found;
};
const createLabel = (title: string) => api.post('/api/apps/mailbox/label').send({ label: { title, color: 'blue' } });

describe('/api/apps/mailbox/settings', () => {
  it('answers and merges the settings', async () => {
    const response = await api.get('/api/apps/mailbox/settings');
    expectContract(response, 'mailboxGetSettings');
    expect(response.body).toEqual({ messageLayout: 'right' });
    const patched = await api.patch('/api/apps/mailbox/settings').send({ settings: { messageLayout: 'full' } });
    expectContract(patched, 'mailboxUpdateSettings');
    expect((await api.get('/api/apps/mailbox/settings')).body).toEqual({ messageLayout: 'full' });
  });
});

describe('GET /api/apps/mailbox/folders, filters, labels', () => {
  it('recounts folders: inbox unread, drafts and spam total, sent and trash 0', async () => {
    const response = await api.get('/api/apps/mailbox/folders');
    const listed = contractBody(response, 'mailboxListFolders');
    const counts = Object.fromEntries(listed.map((folder) => [folder.slug, folder.count]));
    expect(counts).toEqual({ inbox: 27, sent: 0, drafts: 7, spam: 13, trash: 0 });
    const inbox = (await mails('folder=inbox')).mails?.find((mail) => mail.unread) as Mail;
    await api.patch('/api/apps/mailbox/mail').send({ id: inbox.id, mail: { unread: false } });
    expect((await folders()).find((folder) => folder.slug === 'inbox')?.count).toBe(26);
  });

  it('lists the filters and the labels', async () => {
    const filters = await api.get('/api/apps/mailbox/filters');
    expect(contractBody(filters, 'mailboxListFilters').map((filter) => filter.slug)).toEqual(['starred', 'important']);
    const response = await api.get('/api/apps/mailbox/labels');
    expectContract(response, 'mailboxListLabels');
    expect((response.body as Label[]).map((label) => label.slug)).toEqual([
      'personal',
      'work',
      'payments',
      'invoices',
      'accounts',
      'forums',
    ]);
  });
});

describe('GET /api/apps/mailbox/mails', () => {
  it('declares the template delay of 625 ms', () => {
    expect(operationById('mailboxListMails').operation['x-mock-delay']).toBe(625);
  });

  it('answers 1-based pages of 10, newest first, with cc and bcc counts', async () => {
    const first = await mails('folder=inbox');
    expect(first.pagination).toEqual({
      totalResults: 45,
      resultsPerPage: 10,
      currentPage: 1,
      lastPage: 5,
      startIndex: 0,
      endIndex: 9,
    });
    const last = await mails('folder=inbox&page=5');
    expect(last.mails).toHaveLength(5);
    expect(last.pagination).toMatchObject({ currentPage: 5, startIndex: 40, endIndex: 44 });
    const all = [...(first.mails ?? []), ...((await mails('folder=inbox&page=2')).mails ?? [])];
    const dates = all.map((mail) => Date.parse(mail.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const mail of all) {
      expect(mail.ccCount).toBe(mail.cc?.length ?? 0);
      expect(mail.bccCount).toBe(mail.bcc?.length ?? 0);
    }
  });

  it('answers only lastPage past the last page, and keeps the page-0 arithmetic', async () => {
    expect(await mails('folder=inbox&page=6')).toEqual({ mails: null, pagination: { lastPage: 5 } });
    const zero = await mails('folder=inbox&page=0');
    expect(zero.mails).toEqual([]);
    expect(zero.pagination).toMatchObject({ startIndex: -10, endIndex: -1 });
  });

  it('selects by filter and by label slug, and nothing without a selector', async () => {
    const starred = await page('filter=starred');
    expect(starred.pagination.totalResults).toBe(56);
    expect(starred.mails?.every((mail) => mail.starred)).toBe(true);
    const personal = (await labels()).find((label) => label.slug === 'personal') as Label;
    const labelled = await page('label=personal&page=2');
    expect(labelled.pagination.totalResults).toBe(79);
    expect(labelled.mails?.every((mail) => mail.labels.includes(personal.id))).toBe(true);
    expect((await page('label=forums')).pagination.totalResults).toBe(0);
    expect((await mails('')).mails).toEqual([]);
    // The first selector present wins.
    expect((await page('folder=drafts&filter=starred')).pagination.totalResults).toBe(7);
  });

  it('answers 404 for an unknown folder or label slug (the template threw) and 400 for an unknown filter', async () => {
    expectError(await api.get('/api/apps/mailbox/mails?folder=archive'), 404, { field: 'folder' });
    expectError(await api.get('/api/apps/mailbox/mails?label=nope'), 404, { field: 'label' });
    expectError(await api.get('/api/apps/mailbox/mails?filter=deleted'), 400, { field: 'filter' });
  });
});

describe('/api/apps/mailbox/mail', () => {
  it('gets one mail without counts, or 200 null', async () => {
    const [listed] = (await mails('folder=sent')).mails ?? [];
    const response = await api.get(`/api/apps/mailbox/mail?id=${listed?.id}`);
    expectContract(response, 'mailboxGetMail');
    const { ccCount: _cc, bccCount: _bcc, ...stored } = listed as Mail;
    expect(response.body).toEqual(stored);
    expect((await api.get('/api/apps/mailbox/mail?id=unknown')).text).toBe('null');
  });

  it('merges a change such as a move to another folder', async () => {
    const [mail] = (await mails('folder=spam')).mails ?? [];
    const trash = (await folders()).find((folder) => folder.slug === 'trash');
    const response = await api.patch('/api/apps/mailbox/mail').send({ id: mail?.id, mail: { folder: trash?.id } });
    expectContract(response, 'mailboxUpdateMail');
    expect(response.body.folder).toBe(trash?.id);
    expect((await page('folder=spam')).pagination.totalResults).toBe(12);
    expect((await api.patch('/api/apps/mailbox/mail').send({ id: 'unknown', mail: { starred: true } })).text).toBe(
      'null',
    );
    expectError(await api.patch('/api/apps/mailbox/mail').send({ id: mail?.id, mail: { ccCount: 3 } }), 400);
  });
});

describe('/api/apps/mailbox/label', () => {
  it('slugs a new label from its title and appends it at the end', async () => {
    const response = await createLabel('My  Label!');
    expectContract(response, 'mailboxCreateLabel');
    expect(response.body).toMatchObject({ title: 'My  Label!', slug: 'my-label', color: 'blue' });
    expect((await labels()).at(-1)).toEqual(response.body);
  });

  it('suffixes a taken slug with -1, -2, ...', async () => {
    expect((await createLabel('Work')).body.slug).toBe('work-1');
    expect((await createLabel('work')).body.slug).toBe('work-2');
  });

  it('regenerates the slug on update without the duplicate check; 200 null for an unknown id', async () => {
    const created = (await createLabel('Temporal')).body as Label;
    const response = await api.patch('/api/apps/mailbox/label').send({ id: created.id, label: { title: 'Personal' } });
    expectContract(response, 'mailboxUpdateLabel');
    expect(response.body).toEqual({ ...created, title: 'Personal', slug: 'personal' });
    expect((await api.patch('/api/apps/mailbox/label').send({ id: 'unknown', label: { title: 'x' } })).text).toBe(
      'null',
    );
    expectError(await api.patch('/api/apps/mailbox/label').send({ id: created.id, label: { color: 'red' } }), 400, {
      field: 'label.title',
    });
  });

  it('deletes a label and removes it from every mail; an unknown id is a 404 that removes nothing', async () => {
    const work = (await labels()).find((label) => label.slug === 'work') as Label;
    const response = await api.delete(`/api/apps/mailbox/label?id=${work.id}`);
    expectContract(response, 'mailboxDeleteLabel');
    expect(response.body).toBe(true);
    const remaining = await everyMail();
    expect(remaining).toHaveLength(100);
    expect(remaining.some((mail) => mail.labels.includes(work.id))).toBe(false);
    const before = await labels();
    expectError(await api.delete('/api/apps/mailbox/label?id=unknown'), 404);
    expect(await labels()).toEqual(before);
  });
});
