// Loading, error and empty states of a query in one place, so every screen says them the same way. A list passes
// its `total`: then a status region says what a search made of it, the count or the empty text (ListStatus). A
// list in pages passes its `paging` too: its page links follow it, and another page is said.
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/list-status';
import { LoadFailed, type RetryableQuery } from '../../../components/load-failed/load-failed';
import { EmptyState, LoadingState } from '../../../components/screen-states/screen-states';
import { refusalText } from '../../../lib/refusal-text';
import { Pager } from './pager';

/** The little of a TanStack query result the states read. */
interface QueryResultLike extends RetryableQuery {
  isPending: boolean;
  error: unknown;
}

/**
 * One query (`result`: its pending state, its error and its retry), or, for a screen made of several, the three
 * worked out by the screen (`retryFailed` asks again the ones that failed).
 */
type QuerySource =
  | { result: QueryResultLike; isPending?: never; error?: never; retry?: never }
  | { result?: never; isPending: boolean; error: unknown; retry?: RetryableQuery };

type QueryStateProps = QuerySource & {
  isEmpty?: boolean;
  emptyText?: string;
  /** A list's number of records, all pages together. */
  total?: number;
  /** The search (text, filters) the list answers, as a string: a new one is said even with the same count. */
  query?: string;
  /** A list in pages: the page shown, how many there are, and the move to another (its links under the list). */
  paging?: Paging;
  children: ReactNode;
};

interface Paging {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** In a pane's body, which has no padding of its own. */
  isInset?: boolean;
}

export function QueryState({ total, query, paging, result, isPending, error, retry, ...rest }: QueryStateProps) {
  const { t } = useTranslation('backoffice');
  const props = result
    ? { ...rest, isPending: result.isPending, error: result.error, retry: result }
    : { ...rest, isPending, error, retry };
  if (total === undefined) return <QueryContent {...props} />;
  const isSettled = !props.isPending && !props.error;
  const emptyText = props.emptyText ?? t('common.empty');
  return (
    <>
      <ListStatus
        message={isSettled ? (props.isEmpty ? emptyText : t('common.total', { count: total })) : undefined}
        query={query}
        page={paging && { number: paging.page, count: paging.totalPages }}
      />
      <QueryContent {...props}>
        {props.children}
        {paging && (
          <Stack {...(paging.isInset ? { px: 'sm', pb: 'sm' } : {})}>
            <Pager page={paging.page} total={total} totalPages={paging.totalPages} onPage={paging.onPage} />
          </Stack>
        )}
      </QueryContent>
    </>
  );
}

interface QueryContentProps {
  isPending: boolean;
  error: unknown;
  retry?: RetryableQuery;
  isEmpty?: boolean;
  emptyText?: string;
  children: ReactNode;
}

function QueryContent({ isPending, error, retry, isEmpty = false, emptyText, children }: QueryContentProps) {
  const { t } = useTranslation('backoffice');
  if (error) {
    return <LoadFailed title={t('common.loadError')} detail={refusalText(error)} query={retry} />;
  }
  if (isPending) return <LoadingState />;
  if (isEmpty) return <EmptyState message={emptyText ?? t('common.empty')} />;
  return children;
}
