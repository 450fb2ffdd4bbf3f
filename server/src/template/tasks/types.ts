// Shapes of the template's tasks app, from the contract. `state.template.tasks` is also read by the global search.
import type { Schema } from '../../contract/operation-types.ts';

export type TasksTag = Schema<'TasksTag'>;
export type TasksSubTask = Schema<'TasksSubTask'>;
export type TasksTask = Schema<'TasksTask'>;

export interface TasksState {
  tasks: TasksTask[];
  tags: TasksTag[];
}
