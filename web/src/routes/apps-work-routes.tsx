// Template apps, part 1 (work): notes, tasks, scrumboard and file manager, inside the back-office. Each
// screen loads lazily; what is selected (card, task, folder, file, filter, search) lives in the URL.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateFileManagerSearch } from '../features/file-manager/file-manager-search';
import { validateNotesSearch } from '../features/notes/notes-search';
import { backofficeRoute } from './backoffice-routes';
import { optionalText } from './search-values';

export const scrumboardBoardsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/scrumboard',
  component: lazyRouteComponent(() => import('../features/scrumboard/boards-page'), 'ScrumboardBoardsPage'),
});

export const scrumboardBoardRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/scrumboard/$boardUri',
  validateSearch: (search: Record<string, unknown>): { card?: string } => optionalText({ card: search.card }),
  component: lazyRouteComponent(() => import('../features/scrumboard/board-page'), 'ScrumboardBoardPage'),
});

const tasksPage = lazyRouteComponent(() => import('../features/tasks/tasks-page'), 'TasksPage');

export const tasksRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/tasks',
  component: tasksPage,
});

// The same screen with a task selected (the template's search results link to /apps/tasks/<id>).
export const taskRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/tasks/$taskId',
  component: tasksPage,
});

export const notesRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/notes',
  validateSearch: validateNotesSearch,
  component: lazyRouteComponent(() => import('../features/notes/notes-page'), 'NotesPage'),
});

const fileManagerPage = lazyRouteComponent(
  () => import('../features/file-manager/file-manager-page'),
  'FileManagerPage',
);

export const fileManagerRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/file-manager',
  validateSearch: validateFileManagerSearch,
  component: fileManagerPage,
});

export const fileManagerFolderRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/file-manager/$folderId',
  validateSearch: validateFileManagerSearch,
  component: fileManagerPage,
});

/** Every route of this module, for the route tree. */
export const appsWorkRoutes = [
  scrumboardBoardsRoute,
  scrumboardBoardRoute,
  tasksRoute,
  taskRoute,
  notesRoute,
  fileManagerRoute,
  fileManagerFolderRoute,
] as const;
