// Shapes of the template's tasks app. `state.template.tasks` is also read by the global search.
export interface TasksTag {
  id: string;
  title: string;
}

export interface TasksSubTask {
  id: string;
  title: string;
  completed: boolean;
}

export interface TasksTask {
  id: string;
  type: 'section' | 'task';
  title: string;
  notes: string | null;
  completed: boolean;
  dueDate: string | null;
  /** 0 low, 1 normal (default), 2 high. */
  priority: 0 | 1 | 2;
  tags: string[];
  /** A team member id; absent on tasks created through the API, as in the template. */
  assignedTo?: string | null;
  subTasks?: TasksSubTask[];
  order: number;
}

export interface TasksState {
  tasks: TasksTask[];
  tags: TasksTag[];
}
