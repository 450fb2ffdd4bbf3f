// The template's task search: substring over title or notes, case-insensitive as the template's and accents
// aside too, with every occurrence in the title wrapped in <mark>; an empty query answers null.
import { holdsText, wrapMatches } from '../../text/fold.ts';
import type { TasksTask } from './types.ts';

export function searchTasks(tasks: readonly TasksTask[], query: string | undefined): TasksTask[] | null {
  if (!query) return null;
  return tasks
    .filter((task) => holdsText(task.title, query) || holdsText(task.notes, query))
    .map((task) => ({ ...task, title: wrapMatches(task.title, query, (stretch) => `<mark>${stretch}</mark>`) }));
}
