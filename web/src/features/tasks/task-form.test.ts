import type { TasksTask } from '@api/model';
import { describe, expect, it } from 'vitest';
import { taskChanges, taskFormValues } from './task-form';

const task: TasksTask = {
  id: 't1',
  type: 'task',
  title: 'Revisar el pliego',
  notes: null,
  completed: false,
  dueDate: '2026-12-03T09:30:00.000Z',
  priority: 2,
  tags: ['api'],
  order: 3,
};

describe('task form', () => {
  it('reads the due day and the priority as the inputs want them', () => {
    expect(taskFormValues(task)).toEqual({
      title: 'Revisar el pliego',
      notes: '',
      dueDate: '2026-12-03',
      priority: '2',
      tags: ['api'],
      completed: false,
    });
  });

  it('sends numbers, nulls for empty fields and the due day at noon UTC', () => {
    const values = { ...taskFormValues(task), title: ' Nuevo ', priority: '0' as const, dueDate: '2026-12-24' };
    expect(taskChanges(task, values)).toEqual({
      title: 'Nuevo',
      notes: null,
      dueDate: '2026-12-24T12:00:00.000Z',
      priority: 0,
      tags: ['api'],
      completed: false,
    });
  });

  it('sends only the title of a section', () => {
    expect(taskChanges({ ...task, type: 'section' }, { ...taskFormValues(task), title: 'Fase 2' })).toEqual({
      title: 'Fase 2',
    });
  });
});
