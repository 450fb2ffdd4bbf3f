// Unit tests of the task search highlighting.
import { describe, expect, it } from 'vitest';
import { searchTasks } from './search.ts';
import type { TasksTask } from './types.ts';

const task = (title: string, notes: string | null): TasksTask => ({
  id: title,
  type: 'task',
  title,
  notes,
  completed: false,
  dueDate: null,
  priority: 1,
  tags: [],
  order: 0,
});

describe('searchTasks', () => {
  it('answers null for an empty or missing query', () => {
    expect(searchTasks([task('a', null)], '')).toBeNull();
    expect(searchTasks([task('a', null)], undefined)).toBeNull();
  });

  it('marks every occurrence in the title, keeping its case, and matches notes without marking them', () => {
    const results = searchTasks([task('Plan del plan', null), task('Otra', 'un plan')], 'PLAN');
    expect(results?.map((result) => result.title)).toEqual(['<mark>Plan</mark> del <mark>plan</mark>', 'Otra']);
    expect(results?.[1]?.notes).toBe('un plan');
  });

  it('treats regular-expression characters literally', () => {
    expect(searchTasks([task('a+b (c)', null)], '+b (')?.map((result) => result.title)).toEqual([
      'a<mark>+b (</mark>c)',
    ]);
  });
});
