// The template's task search: case-insensitive substring over title or notes, with every
// occurrence in the title wrapped in <mark>; an empty query answers null.
import { escapeRegExp } from '../../text/reg-exp.ts';
import type { TasksTask } from './types.ts';

export function searchTasks(tasks: readonly TasksTask[], query: string | undefined): TasksTask[] | null {
  if (!query) return null;
  const needle = query.toLowerCase();
  const highlight = new RegExp(`(${escapeRegExp(query)})`, 'ig');
  return tasks
    .filter((task) => task.title.toLowerCase().includes(needle) || (task.notes ?? '').toLowerCase().includes(needle))
    .map((task) => ({ ...task, title: task.title.replace(highlight, '<mark>$1</mark>') }));
}
