// Completed counts of the task list: overall, and per section (the tasks below a section up to the next).
import type { TasksTask } from '@api/model';

export interface TaskCounts {
  total: number;
  completed: number;
  remaining: number;
}

export function taskCounts(tasks: readonly TasksTask[]): TaskCounts {
  const onlyTasks = tasks.filter((task) => task.type === 'task');
  const completed = onlyTasks.filter((task) => task.completed).length;
  return { total: onlyTasks.length, completed, remaining: onlyTasks.length - completed };
}

/** Counts of the tasks each section heads, by section id. */
export function sectionCounts(tasks: readonly TasksTask[]): Map<string, TaskCounts> {
  const counts = new Map<string, TaskCounts>();
  let group: TasksTask[] = [];
  let sectionId: string | undefined;
  const close = () => {
    if (sectionId !== undefined) counts.set(sectionId, taskCounts(group));
  };
  for (const task of tasks) {
    if (task.type === 'section') {
      close();
      sectionId = task.id;
      group = [];
    } else group.push(task);
  }
  close();
  return counts;
}

/** The list in a new order, each task's `order` its index (what PATCH order stores). */
export function reordered(tasks: readonly TasksTask[], ids: readonly string[]): TasksTask[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  return ids.flatMap((id, order) => {
    const task = byId.get(id);
    return task ? [{ ...task, order }] : [];
  });
}
