// The training list's URL state (search text, page, page size) and the API query it stands for. The list
// reads published trainings through the module-role query (capacitacion:view); a search text of at least
// two characters (seed 000, section 9) switches to the posts search, limited to published trainings.
import type { SearchPostsParams, SearchPublishedPostsParams } from '@api/model';

export interface TrainingSearch {
  q?: string;
  /** One-based page number, as people read it in the address bar. */
  page?: number;
  size?: number;
}

export const trainingPageSizes = [6, 12, 24] as const;
export const defaultTrainingPageSize = 6;
export const minSearchLength = 2;
const maxSearchLength = 200;

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** validateSearch of the list routes: unknown or malformed parameters are dropped, never an error screen. */
export function validateTrainingSearch(search: Record<string, unknown>): TrainingSearch {
  const result: TrainingSearch = {};
  if (typeof search.q === 'string' && search.q.trim() !== '') result.q = search.q.slice(0, maxSearchLength);
  const page = positiveInteger(search.page);
  if (page !== undefined && page > 1) result.page = page;
  const size = positiveInteger(search.size);
  if (
    size !== undefined &&
    (trainingPageSizes as readonly number[]).includes(size) &&
    size !== defaultTrainingPageSize
  ) {
    result.size = size;
  }
  return result;
}

/** The search text the API is asked about: trimmed, and only from two characters on. */
export function effectiveSearchText(q: string | undefined): string | undefined {
  const text = q?.trim() ?? '';
  return text.length >= minSearchLength ? text : undefined;
}

export type TrainingPostsQuery =
  | { kind: 'published'; params: SearchPublishedPostsParams }
  | { kind: 'search'; params: SearchPostsParams };

export function trainingPostsQuery(search: TrainingSearch): TrainingPostsQuery {
  const page = (search.page ?? 1) - 1;
  const size = search.size ?? defaultTrainingPageSize;
  const q = effectiveSearchText(search.q);
  if (q === undefined) return { kind: 'published', params: { module: 'capacitacion', action: 'view', page, size } };
  return {
    kind: 'search',
    params: { module: 'capacitacion', status: 'published', q, sort: 'dtx_post', order: 'desc', page, size },
  };
}
