// Acceptance of issue 12, the work apps (tasks, scrumboard) and the read-only ones: every operation replayed as
// the template's front end sends it (KingSkrip/ProduccionERP-Front at 68560ca7, paths under
// src/app/modules/admin/), checking the fields its code reads. Operations no component calls are replayed as the
// template's mock API route declares them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../helpers/api.ts';
import { replay } from '../helpers/replay.ts';

type Json = Record<string, unknown>;
let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

describe('tasks (apps/tasks/tasks.service.ts, details and list components)', () => {
  it('creates with {type}, saves the form value, reorders the whole list, searches, deletes', async () => {
    const tasks = (await replay(api, 'tasksListTasks', { method: 'get', url: '/api/apps/tasks/all' })) as Json[];
    const created = (await replay(api, 'tasksCreateTask', {
      method: 'post',
      url: '/api/apps/tasks/task',
      body: { type: 'task' },
    })) as Json;
    const one = (await replay(api, 'tasksGetTask', {
      method: 'get',
      url: '/api/apps/tasks/task',
      query: { id: String(created.id) },
    })) as Json;
    expect(one.id).toBe(created.id);
    const form = {
      id: created.id,
      type: 'task',
      title: 'Revisar ofertas',
      notes: '',
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      order: 0,
    };
    const saved = (await replay(api, 'tasksUpdateTask', {
      method: 'patch',
      url: '/api/apps/tasks/task',
      body: { id: created.id, task: form },
    })) as Json;
    expect(saved).toMatchObject({ title: 'Revisar ofertas', priority: 1 });
    // list.component.ts dropped(): updateTasksOrders(the whole list, orders renumbered).
    const all = (await api.get('/api/apps/tasks/all')).body as Json[];
    const reordered = [...all].reverse().map((task, order) => ({ ...task, order }));
    await replay(api, 'tasksUpdateOrder', {
      method: 'patch',
      url: '/api/apps/tasks/order',
      body: { tasks: reordered },
    });
    await replay(api, 'tasksSearchTasks', {
      method: 'get',
      url: '/api/apps/tasks/search',
      query: { query: 'Revisar' },
    });
    expect(tasks.length).toBeGreaterThan(0);
    expect(
      await replay(api, 'tasksDeleteTask', {
        method: 'delete',
        url: '/api/apps/tasks/task',
        query: { id: String(created.id) },
      }),
    ).toBe(true);
  });

  it('tags: {tag}, {id, tag}, ?id', async () => {
    await replay(api, 'tasksListTags', { method: 'get', url: '/api/apps/tasks/tags' });
    const tag = (await replay(api, 'tasksCreateTag', {
      method: 'post',
      url: '/api/apps/tasks/tag',
      body: { tag: { title: 'Urgente' } },
    })) as Json;
    await replay(api, 'tasksUpdateTag', {
      method: 'patch',
      url: '/api/apps/tasks/tag',
      body: { id: tag.id, tag: { ...tag, title: 'Inmediato' } },
    });
    expect(
      await replay(api, 'tasksDeleteTag', {
        method: 'delete',
        url: '/api/apps/tasks/tag',
        query: { id: String(tag.id) },
      }),
    ).toBe(true);
  });
});

describe('scrumboard (apps/scrumboard/scrumboard.service.ts, scrumboard.models.ts, board and card components)', () => {
  const base = '/api/apps/scrumboard';

  it('boards: list, read, create as new Board(...), update, delete', async () => {
    const boards = (await replay(api, 'scrumboardListBoards', { method: 'get', url: `${base}/boards` })) as Json[];
    const board = (await replay(api, 'scrumboardGetBoard', {
      method: 'get',
      url: `${base}/board`,
      query: { id: String(boards[0]?.id) },
    })) as Json;
    expect(Array.isArray(board.lists)).toBe(true);
    const model = {
      id: null,
      title: 'Contratos 2026',
      description: null,
      icon: null,
      lastActivity: null,
      lists: [],
      labels: [],
      members: [],
    };
    const created = (await replay(api, 'scrumboardCreateBoard', {
      method: 'put',
      url: `${base}/board`,
      body: { board: model },
    })) as Json;
    await replay(api, 'scrumboardUpdateBoard', {
      method: 'patch',
      url: `${base}/board`,
      body: { id: created.id, board: { ...created, title: 'Contratos' } },
    });
    await replay(api, 'scrumboardDeleteBoard', {
      method: 'delete',
      url: `${base}/board`,
      query: { id: String(created.id) },
    });
  });

  it('lists and cards as the models serialise them (id null on create, whole objects on update)', async () => {
    const [first] = (await api.get(`${base}/boards`)).body as Json[];
    const boardId = String(first?.id);
    const list = (await replay(api, 'scrumboardCreateList', {
      method: 'post',
      url: `${base}/board/list`,
      body: { list: { id: null, boardId, position: 65536, title: 'Pendiente', cards: [] } },
    })) as Json;
    await replay(api, 'scrumboardUpdateList', {
      method: 'patch',
      url: `${base}/board/list`,
      body: { list: { ...list, title: 'En curso' } },
    });
    const card = (await replay(api, 'scrumboardCreateCard', {
      method: 'put',
      url: `${base}/board/card`,
      body: {
        card: {
          id: null,
          boardId,
          listId: list.id,
          position: 65536,
          title: 'Informe',
          description: null,
          labels: [],
          dueDate: null,
        },
      },
    })) as Json;
    // details.component.ts: the card form value {id, title, description, labels, dueDate}.
    await replay(api, 'scrumboardUpdateCard', {
      method: 'patch',
      url: `${base}/board/card`,
      body: { id: card.id, card: { id: card.id, title: 'Informe final', description: '', labels: [], dueDate: null } },
    });
    const board = (await api.get(`${base}/board`).query({ id: boardId })).body as { lists: Json[] };
    await replay(api, 'scrumboardUpdateLists', {
      method: 'patch',
      url: `${base}/board/lists`,
      body: { lists: board.lists },
    });
    const cards = (board.lists.find((candidate) => candidate.id === list.id)?.cards ?? []) as Json[];
    await replay(api, 'scrumboardUpdateCards', { method: 'patch', url: `${base}/board/cards`, body: { cards } });
    await replay(api, 'scrumboardUpdateCardPositions', {
      method: 'patch',
      url: `${base}/board/card/positions`,
      body: { cards },
    });
    await replay(api, 'scrumboardSearchCards', {
      method: 'get',
      url: `${base}/board/search`,
      query: { query: 'Informe' },
    });
    await replay(api, 'scrumboardDeleteCard', {
      method: 'delete',
      url: `${base}/board/card`,
      query: { id: String(card.id) },
    });
    await replay(api, 'scrumboardDeleteList', {
      method: 'delete',
      url: `${base}/board/list`,
      query: { id: String(list.id) },
    });
  });

  it('labels: the service posts {label}; the mock API also answers PUT and the list', async () => {
    const [first] = (await api.get(`${base}/boards`)).body as Json[];
    const boardId = String(first?.id);
    await replay(api, 'scrumboardListLabels', { method: 'get', url: `${base}/board/labels`, query: { boardId } });
    const posted = (await replay(api, 'scrumboardCreateLabelWithPost', {
      method: 'post',
      url: `${base}/board/label`,
      body: { label: { id: null, boardId, title: 'Urgente' } },
    })) as Json;
    const put = (await replay(api, 'scrumboardCreateLabel', {
      method: 'put',
      url: `${base}/board/label`,
      body: { label: { id: null, boardId, title: 'Revisión' } },
    })) as Json;
    await replay(api, 'scrumboardUpdateLabel', {
      method: 'patch',
      url: `${base}/board/label`,
      body: { id: posted.id, label: { ...posted, title: 'Inmediato' } },
    });
    for (const label of [posted, put]) {
      await replay(api, 'scrumboardDeleteLabel', {
        method: 'delete',
        url: `${base}/board/label`,
        query: { id: String(label.id) },
      });
    }
  });
});

describe('read-only apps', () => {
  it('help centre (help-center.service.ts, help-center.routes.ts asks for most-asked)', async () => {
    await replay(api, 'helpCenterListFaqs', { method: 'get', url: '/api/apps/help-center/faqs' });
    const mostAsked = (await replay(api, 'helpCenterListFaqs', {
      method: 'get',
      url: '/api/apps/help-center/faqs',
      query: { slug: 'most-asked' },
    })) as Json[];
    expect(mostAsked[0]).toMatchObject({ slug: 'most-asked' });
    const guides = (await replay(api, 'helpCenterListGuides', {
      method: 'get',
      url: '/api/apps/help-center/guides',
      query: { limit: '4' },
    })) as Json[];
    const category = guides[0] as { slug: string; guides: { slug: string }[] };
    await replay(api, 'helpCenterListGuides', {
      method: 'get',
      url: '/api/apps/help-center/guides',
      query: { slug: category.slug },
    });
    const guide = (await replay(api, 'helpCenterGetGuide', {
      method: 'get',
      url: '/api/apps/help-center/guide',
      query: { categorySlug: category.slug, guideSlug: String(category.guides[0]?.slug) },
    })) as { title: string; guides: Json[] };
    // guide.component.html reads guideCategory.title and guides[0].title, subtitle and content.
    expect(guide.guides[0]).toMatchObject({
      title: expect.any(String),
      subtitle: expect.any(String),
      content: expect.any(String),
    });
  });

  it('academy (academy.service.ts)', async () => {
    await replay(api, 'academyListCategories', { method: 'get', url: '/api/apps/academy/categories' });
    const courses = (await replay(api, 'academyListCourses', {
      method: 'get',
      url: '/api/apps/academy/courses',
    })) as Json[];
    const course = (await replay(api, 'academyGetCourse', {
      method: 'get',
      url: '/api/apps/academy/courses/course',
      query: { id: String(courses[0]?.id) },
    })) as Json;
    expect(Array.isArray(course.steps)).toBe(true);
  });

  it('file manager (file-manager.service.ts): the root as folderId=null (Angular writes null so), a folder by id', async () => {
    const root = (await replay(api, 'fileManagerListItems', {
      method: 'get',
      url: '/api/apps/file-manager',
      query: { folderId: 'null' },
    })) as {
      folders: Json[];
    };
    const folder = (await replay(api, 'fileManagerListItems', {
      method: 'get',
      url: '/api/apps/file-manager',
      query: { folderId: String(root.folders[0]?.id) },
    })) as Json;
    expect(folder).toHaveProperty('path');
  });

  it('dashboards, analytics and activities (their *.service.ts)', async () => {
    for (const [operationId, url] of [
      ['dashboardsGetProject', '/api/dashboards/project'],
      ['analyticsGetDashboard', '/api/dashboards/analytics'],
      ['dashboardsGetFinance', '/api/dashboards/finance'],
      ['dashboardsGetCrypto', '/api/dashboards/crypto'],
      ['activitiesListActivities', '/api/pages/activities'],
    ] as const) {
      expect(await replay(api, operationId, { method: 'get', url })).toBeTruthy();
    }
  });
});
