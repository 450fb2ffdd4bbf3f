// URL state of "my procedures": the page of the requests list.
export interface ProceduresSearch {
  /** One-based page number. */
  page?: number;
}

export const proceduresPageSize = 8;

export function validateProceduresSearch(search: Record<string, unknown>): ProceduresSearch {
  const page = typeof search.page === 'string' ? Number(search.page) : search.page;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 ? { page } : {};
}
