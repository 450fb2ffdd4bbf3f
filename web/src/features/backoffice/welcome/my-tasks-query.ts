// The signed-in staff member's tasks as the home screen asks for them: theirs, soonest due first, and of those the
// ones still to do (neither done nor cancelled); those due before now are overdue.
import type { SearchTasksParams, Task } from '@api/model';
import type { ResourceRecord } from '@api/resources/resource-types';

/** More than anyone holds at once: the open ones are picked from these. */
const ASKED = 100;
const CLOSED: readonly unknown[] = ['done', 'cancelled'] satisfies Task['status'][];

export const myTasksParams = (userId: string): SearchTasksParams => ({
  assigneeId: userId,
  sort: 'dueDate',
  order: 'asc',
  size: ASKED,
});

// Records as the generic table takes them (the collection's search, read through its definition).
export const openTasks = (tasks: readonly ResourceRecord[]): ResourceRecord[] =>
  tasks.filter((task) => !CLOSED.includes(task.status));

export const isOverdue = (task: ResourceRecord, now: Date): boolean =>
  typeof task.dueDate === 'string' && new Date(task.dueDate).getTime() < now.getTime();
