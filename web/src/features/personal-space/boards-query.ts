// The boards viewer's query (seed 000, section 6): published posts of the tablero module for the action
// tablero:view, a page at a time, with the page in the URL.
import type { SearchPublishedPostsParams } from '@api/model';

export interface BoardsSearch {
  /** One-based page number. */
  page?: number;
}

export const boardsPermission = 'tablero:view';
export const boardsPageSize = 5;
/** Boards are read with the web user's own session. */
export const boardsRequest = { userKind: 'web' } as const;

/** A module:action permission as the published-posts query wants it. */
export function publishedPostsParams(permission: string, page: number, size: number): SearchPublishedPostsParams {
  const [module = '', action = 'view'] = permission.split(':');
  if (module !== 'tablero' && module !== 'capacitacion' && module !== 'noticias') {
    throw new Error(`No published posts for the module "${module}"`);
  }
  return { module, action, page, size };
}

export function boardsQueryParams(search: BoardsSearch): SearchPublishedPostsParams {
  return publishedPostsParams(boardsPermission, (search.page ?? 1) - 1, boardsPageSize);
}

export function validateBoardsSearch(search: Record<string, unknown>): BoardsSearch {
  const page = typeof search.page === 'string' ? Number(search.page) : search.page;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 ? { page } : {};
}
