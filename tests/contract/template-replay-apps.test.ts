// Acceptance of issue 12, the communication apps (chat, mailbox, notes): every operation replayed as the
// template's front end sends it (KingSkrip/ProduccionERP-Front at 68560ca7, paths under src/app/modules/admin/),
// checking the fields its code reads. Operations no component calls are replayed as the template's mock API route
// declares them. Tasks, scrumboard and the read-only apps are in template-replay-work.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../helpers/api.ts';
import { replay } from '../helpers/replay.ts';

type Json = Record<string, unknown>;
let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

describe('chat (apps/chat/chat.service.ts, conversation.component.ts)', () => {
  it('lists chats, reads one, mutes it by sending the whole chat back', async () => {
    const chats = (await replay(api, 'chatListChats', { method: 'get', url: '/api/apps/chat/chats' })) as Json[];
    expect(chats[0]).toHaveProperty('contact');
    const chat = (await replay(api, 'chatGetChat', {
      method: 'get',
      url: '/api/apps/chat/chat',
      query: { id: String(chats[0]?.id) },
    })) as Json;
    expect(Array.isArray(chat.messages)).toBe(true);
    // toggleMuteNotifications(): this.chat.muted = !muted; updateChat(this.chat.id, this.chat).
    const muted = (await replay(api, 'chatUpdateChat', {
      method: 'patch',
      url: '/api/apps/chat/chat',
      body: { id: chat.id, chat: { ...chat, muted: !chat.muted } },
    })) as Json;
    expect(muted.muted).toBe(!chat.muted);
  });

  it('contacts and profile (chatGetContact: the mock API route api/apps/chat/contact?id)', async () => {
    const contacts = (await replay(api, 'chatListContacts', {
      method: 'get',
      url: '/api/apps/chat/contacts',
    })) as Json[];
    const contact = (await replay(api, 'chatGetContact', {
      method: 'get',
      url: '/api/apps/chat/contact',
      query: { id: String(contacts[0]?.id) },
    })) as Json;
    expect(contact).toHaveProperty('name');
    const profile = (await replay(api, 'chatGetProfile', { method: 'get', url: '/api/apps/chat/profile' })) as Json;
    expect(profile).toHaveProperty('avatar');
  });
});

describe('mailbox (apps/mailbox/mailbox.service.ts, list/details/settings components)', () => {
  const base = '/api/apps/mailbox';

  it('reads folders, filters, labels and pages by folder, filter and label (page as a string)', async () => {
    const folders = (await replay(api, 'mailboxListFolders', { method: 'get', url: `${base}/folders` })) as Json[];
    // sidebar.component.ts counts the badge from the folder with slug 'inbox'.
    expect(folders.find((folder) => folder.slug === 'inbox')).toHaveProperty('count');
    await replay(api, 'mailboxListFilters', { method: 'get', url: `${base}/filters` });
    const labels = (await replay(api, 'mailboxListLabels', { method: 'get', url: `${base}/labels` })) as Json[];
    const colours = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink'];
    for (const label of labels) expect(colours).toContain(label.color);
    const queries: Record<string, string>[] = [
      { folder: 'inbox' },
      { filter: 'starred' },
      { label: String(labels[0]?.slug) },
    ];
    for (const query of queries) {
      const page = (await replay(api, 'mailboxListMails', {
        method: 'get',
        url: `${base}/mails`,
        query: { ...query, page: '1' },
      })) as { mails: Json[]; pagination: Json };
      // list.component.html reads startIndex, endIndex, totalResults, currentPage, lastPage.
      expect(Object.keys(page.pagination)).toEqual(
        expect.arrayContaining(['startIndex', 'endIndex', 'totalResults', 'currentPage', 'lastPage']),
      );
      for (const mail of page.mails) expect((mail.from as Json).avatar).toMatch(/^images\/avatars\//);
    }
  });

  it('opens a mail and changes it the way details.component.ts does, one field at a time', async () => {
    const page = (await api.get(`${base}/mails`).query({ folder: 'inbox', page: '1' })).body as { mails: Json[] };
    const id = String(page.mails[0]?.id);
    const mail = (await replay(api, 'mailboxGetMail', { method: 'get', url: `${base}/mail`, query: { id } })) as Json;
    expect(mail.content).not.toMatch(/[<>]/);
    const folders = (await api.get(`${base}/folders`)).body as Json[];
    for (const changes of [
      { unread: false },
      { starred: true },
      { important: true },
      { labels: [] },
      { folder: folders[1]?.id },
    ]) {
      await replay(api, 'mailboxUpdateMail', { method: 'patch', url: `${base}/mail`, body: { id, mail: changes } });
    }
  });

  it('labels: settings.component.ts adds {title, color: orange}, updates the label form value, deletes by id', async () => {
    const added = (await replay(api, 'mailboxCreateLabel', {
      method: 'post',
      url: `${base}/label`,
      body: { label: { title: 'Licitaciones', color: 'orange' } },
    })) as Json;
    expect(added).toMatchObject({ title: 'Licitaciones', color: 'orange', slug: 'licitaciones' });
    await replay(api, 'mailboxUpdateLabel', {
      method: 'patch',
      url: `${base}/label`,
      body: { id: added.id, label: { id: added.id, title: 'Concursos', slug: added.slug, color: 'teal' } },
    });
    await replay(api, 'mailboxDeleteLabel', {
      method: 'delete',
      url: `${base}/label`,
      query: { id: String(added.id) },
    });
  });

  it('settings: the mock API routes', async () => {
    await replay(api, 'mailboxGetSettings', { method: 'get', url: `${base}/settings` });
    await replay(api, 'mailboxUpdateSettings', {
      method: 'patch',
      url: `${base}/settings`,
      body: { settings: { messageLayout: 'full' } },
    });
  });
});

describe('notes (apps/notes/notes.service.ts, details.component.ts)', () => {
  it('types a new note (PATCH with id null), creates it with label objects, adds a task, saves, deletes', async () => {
    const labels = (await replay(api, 'notesListLabels', { method: 'get', url: '/api/apps/notes/labels' })) as Json[];
    const blank = {
      id: null,
      title: '',
      content: '',
      tasks: null,
      image: null,
      reminder: null,
      labels: [],
      archived: false,
      createdAt: null,
      updatedAt: null,
    };
    // noteChanged fires while the new note is typed, before it exists.
    const draft = (await replay(api, 'notesUpdateNote', {
      method: 'patch',
      url: '/api/apps/notes',
      body: { updatedNote: { ...blank, title: 'Borrador' } },
    })) as Json;
    expect(draft).toMatchObject({ id: '', title: 'Borrador' });
    const created = (await replay(api, 'notesCreateNote', {
      method: 'post',
      url: '/api/apps/notes',
      body: { note: { ...blank, title: 'Revisar pliego', labels: [labels[0]] } },
    })) as Json;
    expect(typeof created.id).toBe('string');
    const withTask = (await replay(api, 'notesAddTask', {
      method: 'post',
      url: '/api/apps/notes/tasks',
      body: { note: created, task: 'Comprobar solvencia' },
    })) as Json;
    expect((withTask.tasks as Json[]).at(-1)).toMatchObject({ content: 'Comprobar solvencia', completed: false });
    // updateNote(): labels reduced to ids before sending.
    await replay(api, 'notesUpdateNote', {
      method: 'patch',
      url: '/api/apps/notes',
      body: { updatedNote: { ...withTask, archived: true, labels: [labels[0]?.id] } },
    });
    const notes = (await replay(api, 'notesListNotes', { method: 'get', url: '/api/apps/notes/all' })) as Json[];
    expect(notes.find((note) => note.id === created.id)).toMatchObject({ archived: true });
    expect(
      await replay(api, 'notesDeleteNote', {
        method: 'delete',
        url: '/api/apps/notes',
        query: { id: String(created.id) },
      }),
    ).toBe(true);
  });

  it('labels: {title}, {label}, ?id, each answering the whole list', async () => {
    const list = (await replay(api, 'notesCreateLabel', {
      method: 'post',
      url: '/api/apps/notes/labels',
      body: { title: 'Urgente' },
    })) as Json[];
    const label = list.find((candidate) => candidate.title === 'Urgente') as Json;
    await replay(api, 'notesUpdateLabel', {
      method: 'patch',
      url: '/api/apps/notes/labels',
      body: { label: { ...label, title: 'Prioritario' } },
    });
    await replay(api, 'notesDeleteLabel', {
      method: 'delete',
      url: '/api/apps/notes/labels',
      query: { id: String(label.id) },
    });
  });
});
