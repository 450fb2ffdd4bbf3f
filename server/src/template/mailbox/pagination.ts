// The template's mail pages: 1-based, 10 per page; past the last page only `lastPage` is answered.
import type { Schema } from '../../contract/operation-types.ts';

export const MAILS_PER_PAGE = 10;

/** The contract's two page shapes, over the mails as they are before their cc/bcc counts are added. */
export type MailPage<T> = { mails: T[]; pagination: Schema<'MailboxPagination'> } | Schema<'MailboxMailsPastLastPage'>;

export function paginateMails<T>(items: readonly T[], page: number, size = MAILS_PER_PAGE): MailPage<T> {
  const total = items.length;
  const lastPage = Math.max(Math.ceil(total / size), 1);
  if (page > lastPage) return { mails: null, pagination: { lastPage } };
  // Kept arithmetic: page 0 gives startIndex -10, endIndex -1 and no mails.
  const begin = (page - 1) * size;
  const end = Math.min(size * page, total);
  return {
    mails: items.slice(begin, end),
    pagination: {
      totalResults: total,
      resultsPerPage: size,
      currentPage: page,
      lastPage,
      startIndex: begin,
      endIndex: end - 1,
    },
  };
}
