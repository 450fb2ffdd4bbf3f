import type { ScrumboardCard } from '@api/model';
import { describe, expect, it } from 'vitest';
import { cardFormValues, cardUpdateBody } from './card-form';

const card: ScrumboardCard = {
  id: 'c1',
  boardId: 'b',
  listId: 'l',
  position: 65536,
  title: 'Revisar el pliego',
  description: null,
  labels: [{ id: 'l1', boardId: 'b', title: 'Urgente' }, null],
  dueDate: '2026-12-03T09:30:00.000Z',
  checklists: [{ id: 'k1', name: 'Documentación', checkItems: [{ id: 'i1', name: 'Solvencia', checked: true }] }],
  attachments: [],
};

describe('card form', () => {
  it('reads labels as ids (dropping dangling ones) and the due day', () => {
    expect(cardFormValues(card)).toEqual({
      title: 'Revisar el pliego',
      description: '',
      labels: ['l1'],
      dueDate: '2026-12-03',
      checklists: card.checklists,
      attachments: [],
    });
  });

  it('sends a trimmed title, a null empty description and the due day at noon UTC', () => {
    const values = {
      title: '  Nuevo  ',
      description: ' ',
      labels: ['l1'],
      dueDate: '2026-12-24',
      checklists: card.checklists,
      attachments: [],
    };
    expect(cardUpdateBody('c1', values)).toEqual({
      id: 'c1',
      card: {
        title: 'Nuevo',
        description: null,
        labels: ['l1'],
        dueDate: '2026-12-24T12:00:00.000Z',
        checklists: card.checklists,
        attachments: [],
      },
    });
  });

  it('clears the due date', () => {
    expect(cardUpdateBody('c1', { ...cardFormValues(card), dueDate: null }).card.dueDate).toBeNull();
  });
});
