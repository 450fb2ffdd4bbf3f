// The task detail's form values and the update they produce (due day at noon UTC, so it does not shift
// with the time zone).
import type { TasksTask, TasksTaskChanges } from '@api/model';

export interface TaskFormValues {
  title: string;
  notes: string;
  /** YYYY-MM-DD, as the date input gives it. */
  dueDate: string | null;
  priority: '0' | '1' | '2';
  tags: string[];
  completed: boolean;
}

export function taskFormValues(task: TasksTask): TaskFormValues {
  return {
    title: task.title,
    notes: task.notes ?? '',
    dueDate: task.dueDate ? task.dueDate.slice(0, 10) : null,
    priority: String(task.priority) as TaskFormValues['priority'],
    tags: task.tags,
    completed: task.completed,
  };
}

export function taskChanges(task: TasksTask, values: TaskFormValues): TasksTaskChanges {
  if (task.type === 'section') return { title: values.title.trim() };
  return {
    title: values.title.trim(),
    notes: values.notes.trim() === '' ? null : values.notes,
    dueDate: values.dueDate ? `${values.dueDate}T12:00:00.000Z` : null,
    priority: Number(values.priority) as TasksTaskChanges['priority'],
    tags: values.tags,
    completed: values.completed,
  };
}
