import type { TasksTask } from '@api/model';
import { describe, expect, it } from 'vitest';
import { reordered, sectionCounts, taskCounts } from './task-counts';

const task = (id: string, type: 'task' | 'section', completed = false): TasksTask => ({
  id,
  type,
  title: id,
  notes: null,
  completed,
  dueDate: null,
  priority: 1,
  tags: [],
  order: 0,
});

const list = [
  task('loose', 'task', true),
  task('s1', 'section'),
  task('a', 'task', true),
  task('b', 'task'),
  task('s2', 'section'),
  task('c', 'task', true),
];

describe('task counts', () => {
  it('counts tasks, not sections', () => {
    expect(taskCounts(list)).toEqual({ total: 4, completed: 3, remaining: 1 });
  });

  it('counts the tasks under each section up to the next one', () => {
    const counts = sectionCounts(list);
    expect(counts.get('s1')).toEqual({ total: 2, completed: 1, remaining: 1 });
    expect(counts.get('s2')).toEqual({ total: 1, completed: 1, remaining: 0 });
  });

  it('reorders by ids and numbers the order from 0', () => {
    const result = reordered(list, ['b', 'a', 'missing']);
    expect(result.map((entry) => [entry.id, entry.order])).toEqual([
      ['b', 0],
      ['a', 1],
    ]);
  });
});
