// Template scrumboard: boards and board detail, lists and cards with positions, label cascade,
// and the board calls the template's mock lacked (create, update, delete, search, POST label).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectContract, expectError } from '../helpers/contract.ts';
import { folded } from '../helpers/folded.ts';

type Label = Schema<'ScrumboardLabel'>;
type Card = Schema<'ScrumboardCard'>;
type List = Schema<'ScrumboardList'>;
type Board = Schema<'ScrumboardBoard'>;
type BoardSummary = Schema<'ScrumboardBoardSummary'>;

const BASE = '/api/apps/scrumboard';
let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

async function boards(): Promise<BoardSummary[]> {
  return contractBody(await api.get(`${BASE}/boards`), 'scrumboardListBoards');
}
async function board(id: string): Promise<Board> {
  return contractBody(await api.get(`${BASE}/board?id=${id}`), 'scrumboardGetBoard');
}
const firstBoard = async (): Promise<Board> => board((await boards())[0]?.id ?? '');
const allCards = (detail: Board): Card[] => detail.lists.flatMap((list) => list.cards);

describe('GET boards and board', () => {
  it('lists 3 boards with member objects (3, 8 and 1 members)', async () => {
    const list = await boards();
    expect(list).toHaveLength(3);
    expect(list.map((item) => item.members.length)).toEqual([3, 8, 1]);
    expect(list[0]?.members[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      avatar: expect.any(String),
    });
    expect(list[0]).not.toHaveProperty('lists');
  });

  it('answers the first board with sorted lists and cards, expanded labels and member ids', async () => {
    const summary = (await boards())[0] as BoardSummary;
    const detail = await board(summary.id);
    expect(detail.members).toEqual(summary.members.map((member) => member?.id));
    expect(detail.lists.map((list) => list.position)).toEqual([65536, 131072, 196608, 262144]);
    expect(detail.labels).toHaveLength(5);
    const cards = allCards(detail);
    expect(cards).toHaveLength(12);
    for (const list of detail.lists) {
      expect(list.cards.map((card) => card.position)).toEqual(list.cards.map((_, index) => (index + 1) * 65536));
    }
    expect(cards.filter((card) => card.description !== null)).toHaveLength(1);
    expect(cards.filter((card) => card.dueDate !== null)).toHaveLength(4);
    for (const card of cards) for (const label of card.labels) expect(detail.labels).toContainEqual(label);
    const other = await board((await boards())[1]?.id ?? '');
    expect(other).toMatchObject({ lists: [], labels: [] });
  });

  it('answers 404 for an unknown board', async () => {
    expectError(await api.get(`${BASE}/board?id=nope`), 404, { code: 'NOT_FOUND', field: 'id' });
    expectError(await api.get(`${BASE}/board`), 400, { field: 'id' });
  });
});

describe('card checklists and attachments (additions)', () => {
  it('seeds checklists and attachments whose files are served, and stores edited checklists whole', async () => {
    const cards = allCards(await firstBoard());
    expect(cards.filter((card) => card.checklists.length > 0)).toHaveLength(2);
    const attachments = cards.flatMap((card) => card.attachments);
    expect(attachments).toHaveLength(3);
    for (const attachment of attachments) {
      const file = await api.get(attachment.src);
      expect(file.status, attachment.src).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    const card = cards.find((entry) => entry.checklists.length > 0) as Card;
    const checklists = [{ id: 'k1', name: 'Firma', checkItems: [{ id: 'i1', name: 'Firmar el acta', checked: true }] }];
    const response = await api.patch(`${BASE}/board/card`).send({ id: card.id, card: { checklists, attachments: [] } });
    expectContract(response, 'scrumboardUpdateCard');
    expect(response.body).toMatchObject({ checklists, attachments: [] });
    expect(allCards(await firstBoard()).find((entry) => entry.id === card.id)?.checklists).toEqual(checklists);
    const unknown = [{ ...checklists[0], checkItems: [{ id: 'i2', name: 'X', checked: false, extra: 1 }] }];
    expectError(await api.patch(`${BASE}/board/card`).send({ id: card.id, card: { checklists: unknown } }), 400);
  });
});

describe('lists', () => {
  it('creates a list after the last one, renames it, and reorders through PATCH lists', async () => {
    const detail = await firstBoard();
    const created = await api
      .post(`${BASE}/board/list`)
      .send({ list: { id: null, boardId: detail.id, title: 'Archivado', cards: [] } });
    expectContract(created, 'scrumboardCreateList');
    const list = created.body as List;
    expect(list).toMatchObject({ boardId: detail.id, title: 'Archivado', position: 5 * 65536, cards: [] });
    const renamed = await api.patch(`${BASE}/board/list`).send({ list: { ...detail.lists[0], title: 'Por hacer' } });
    expectContract(renamed, 'scrumboardUpdateList');
    expect(renamed.body).toEqual({ ...detail.lists[0], title: 'Por hacer' });
    const unknown = await api.patch(`${BASE}/board/list`).send({ list: { id: 'nope', title: 'X' } });
    expect(unknown.text).toBe('null');
    const moved = await api.patch(`${BASE}/board/lists`).send({ lists: [{ ...list, position: 32768 }] });
    expectContract(moved, 'scrumboardUpdateLists');
    expect((await firstBoard()).lists[0]?.id).toBe(list.id);
    expectError(await api.patch(`${BASE}/board/lists`).send({ lists: [{ id: 'nope', position: 1 }] }), 404, {
      field: 'lists.0.id',
    });
    expectError(await api.post(`${BASE}/board/list`).send({ list: { boardId: 'nope', title: 'X' } }), 404, {
      field: 'list.boardId',
    });
  });

  it('deletes a list with its cards, and answers 404 for an unknown id', async () => {
    const detail = await firstBoard();
    const target = detail.lists.find((list) => list.cards.length > 0) as List;
    const response = await api.delete(`${BASE}/board/list?id=${target.id}`);
    expectContract(response, 'scrumboardDeleteList');
    const after = await firstBoard();
    expect(after.lists.some((list) => list.id === target.id)).toBe(false);
    expect(allCards(after)).toHaveLength(allCards(detail).length - target.cards.length);
    expectError(await api.delete(`${BASE}/board/list?id=nope`), 404, { field: 'id' });
    expect(after.lists).toHaveLength(detail.lists.length - 1);
  });
});

describe('cards', () => {
  it('creates a card with PUT at the end of its list', async () => {
    const detail = await firstBoard();
    const list = detail.lists[0] as List;
    const card = {
      id: null,
      boardId: detail.id,
      listId: list.id,
      title: 'Nueva tarjeta',
      description: null,
      labels: [],
      dueDate: null,
    };
    const response = await api.put(`${BASE}/board/card`).send({ card });
    expectContract(response, 'scrumboardCreateCard');
    const created = response.body as Card;
    expect(created).toMatchObject({ ...card, id: created.id, position: (list.cards.at(-1)?.position ?? 0) + 65536 });
    expect((await firstBoard()).lists[0]?.cards.at(-1)).toEqual(created);
    expectError(await api.put(`${BASE}/board/card`).send({ card: { ...card, listId: 'nope' } }), 404, {
      field: 'card.listId',
    });
  });

  it('stores label objects as ids and answers them expanded', async () => {
    const detail = await firstBoard();
    const card = allCards(detail)[0] as Card;
    const labels = detail.labels.slice(0, 2);
    const response = await api
      .patch(`${BASE}/board/card`)
      .send({ id: card.id, card: { ...card, title: 'Cambiada', labels } });
    expectContract(response, 'scrumboardUpdateCard');
    expect(response.body).toEqual({ ...card, title: 'Cambiada', labels });
    const partial = await api.patch(`${BASE}/board/card`).send({ id: card.id, card: { dueDate: null } });
    expect((partial.body as Card).labels, 'labels may be omitted').toEqual(labels);
    expectError(await api.patch(`${BASE}/board/card`).send({ id: 'nope', card: { title: 'X' } }), 404, { field: 'id' });
  });

  it('moves cards between lists through PATCH cards and answers the merged cards', async () => {
    const detail = await firstBoard();
    const [from, to] = detail.lists as [List, List];
    const card = from.cards[0] as Card;
    const response = await api.patch(`${BASE}/board/cards`).send({ cards: [{ ...card, listId: to.id, position: 1 }] });
    expectContract(response, 'scrumboardUpdateCards');
    expect(response.body).toEqual([{ ...card, listId: to.id, position: 1 }]);
    const after = await firstBoard();
    expect(after.lists[1]?.cards[0]?.id).toBe(card.id);
    expectError(await api.patch(`${BASE}/board/cards`).send({ cards: [{ id: card.id, listId: 'nope' }] }), 404, {
      field: 'cards.0.listId',
    });
  });

  it('resets every card position to its index in the request, or -1', async () => {
    const detail = await firstBoard();
    const [first, second] = allCards(detail) as [Card, Card];
    const response = await api.patch(`${BASE}/board/card/positions`).send({ cards: [second, first] });
    const positions = new Map(
      contractBody(response, 'scrumboardUpdateCardPositions').map((card) => [card.id, card.position]),
    );
    expect(positions.get(second.id)).toBe(0);
    expect(positions.get(first.id)).toBe(1);
    expect([...positions.values()].filter((position) => position === -1)).toHaveLength(positions.size - 2);
  });

  it('deletes a card and answers 404 for an unknown id', async () => {
    const detail = await firstBoard();
    const card = allCards(detail)[0] as Card;
    const response = await api.delete(`${BASE}/board/card?id=${card.id}`);
    expectContract(response, 'scrumboardDeleteCard');
    expectError(await api.delete(`${BASE}/board/card?id=nope`), 404, { field: 'id' });
    expect(allCards(await firstBoard())).toHaveLength(allCards(detail).length - 1);
  });
});

describe('board labels', () => {
  it('lists a board’s labels, 404 for an unknown board', async () => {
    const detail = await firstBoard();
    const response = await api.get(`${BASE}/board/labels?boardId=${detail.id}`);
    expectContract(response, 'scrumboardListLabels');
    expect(response.body).toEqual(detail.labels);
    expectError(await api.get(`${BASE}/board/labels?boardId=nope`), 404, { field: 'boardId' });
  });

  it('creates labels at the front with PUT and with POST, and merges them', async () => {
    const detail = await firstBoard();
    for (const method of ['put', 'post'] as const) {
      const response = await api
        .call(method, `${BASE}/board/label`)
        .send({ label: { boardId: detail.id, title: `Nueva ${method}` } });
      expectContract(response, method === 'put' ? 'scrumboardCreateLabel' : 'scrumboardCreateLabelWithPost');
      expect((await firstBoard()).labels[0]).toEqual(response.body);
    }
    const [label] = (await firstBoard()).labels;
    const updated = await api.patch(`${BASE}/board/label`).send({ id: label?.id, label: { title: 'Renombrada' } });
    expectContract(updated, 'scrumboardUpdateLabel');
    expect(updated.body).toEqual({ ...label, title: 'Renombrada' });
    expect((await api.patch(`${BASE}/board/label`).send({ id: 'nope', label: { title: 'X' } })).text).toBe('null');
  });

  it('removes a deleted label from every card (the fixed cascade)', async () => {
    const detail = await firstBoard();
    const used = allCards(detail).flatMap((card) => card.labels)[0] as Label;
    expect(used).toBeDefined();
    const response = await api.delete(`${BASE}/board/label?id=${used.id}`);
    expectContract(response, 'scrumboardDeleteLabel');
    expect(response.body).toBe(true);
    const after = await firstBoard();
    expect(after.labels.some((label) => label.id === used.id)).toBe(false);
    for (const card of allCards(after))
      expect(card.labels.some((label) => label === null || label.id === used.id)).toBe(false);
    expectError(await api.delete(`${BASE}/board/label?id=nope`), 404, { field: 'id' });
  });
});

describe('board create, update, delete and search (additions)', () => {
  it('creates a board with PUT, updates it with PATCH and deletes it with its content', async () => {
    const members = (await boards())[1]?.members ?? [];
    const created = await api
      .put(`${BASE}/board`)
      .send({ board: { title: 'Tablero nuevo', members: [members[0], members[1]?.id], lists: [], labels: [] } });
    expectContract(created, 'scrumboardCreateBoard');
    const board1 = created.body as BoardSummary & { lastActivity: string };
    expect(board1).toMatchObject({
      title: 'Tablero nuevo',
      description: null,
      icon: null,
      members: [members[0], members[1]],
    });
    expect((await boards()).at(-1)).toEqual(board1);
    const updated = await api
      .patch(`${BASE}/board`)
      .send({ id: board1.id, board: { title: 'Renombrado', description: 'Descripción' } });
    expectContract(updated, 'scrumboardUpdateBoard');
    expect(updated.body).toEqual({ ...board1, title: 'Renombrado', description: 'Descripción' });
    expectError(await api.patch(`${BASE}/board`).send({ id: 'nope', board: { title: 'X' } }), 404, { field: 'id' });

    const list = (await api.post(`${BASE}/board/list`).send({ list: { boardId: board1.id, title: 'Lista' } }))
      .body as List;
    await api
      .put(`${BASE}/board/card`)
      .send({ card: { boardId: board1.id, listId: list.id, title: 'Tarjeta' } })
      .expect(200);
    const deleted = await api.delete(`${BASE}/board?id=${board1.id}`);
    expectContract(deleted, 'scrumboardDeleteBoard');
    expectError(await api.get(`${BASE}/board?id=${board1.id}`), 404);
    expect((await api.get(`${BASE}/board/search?query=Tarjeta`)).body).toEqual([]);
    expectError(await api.delete(`${BASE}/board?id=nope`), 404, { field: 'id' });
  });

  it('searches card titles and descriptions ignoring case and accents; null for an empty query', async () => {
    const cards = allCards(await firstBoard());
    const word = (cards[0]?.title.split(' ')[0] ?? '').toUpperCase();
    const response = await api.get(`${BASE}/board/search?query=${encodeURIComponent(word)}`);
    expectContract(response, 'scrumboardSearchCards');
    const found = (response.body as Card[]).map((card) => card.id).sort();
    const expected = cards
      .filter((card) => folded(`${card.title} ${card.description ?? ''}`).includes(folded(word)))
      .map((card) => card.id);
    expect(found).toEqual(expected.sort());
    const accented = cards.find((card) => /[áéíóúñ]/i.test(card.title)) as Card;
    const typed = await api.get(`${BASE}/board/search?query=${encodeURIComponent(folded(accented.title))}`);
    expect((typed.body as Card[]).map((card) => card.id)).toContain(accented.id);
    const empty = await api.get(`${BASE}/board/search?query=`);
    expectContract(empty, 'scrumboardSearchCards');
    expect(empty.text).toBe('null');
  });
});
