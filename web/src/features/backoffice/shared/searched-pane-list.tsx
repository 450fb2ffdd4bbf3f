// The list side of a two-pane screen that finds its records on the server: a search box (and the screen's choice
// under it), one page of records, its count said, and the links to the other pages. The posts, the documents and
// the inventory lots are each such a list; each screen says how a record reads and where its link goes.
import { Select, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RetryableQuery } from '../../../components/load-failed/load-failed';
import { PaneRows } from '../../../components/two-pane/pane-rows';
import { PaneBody } from '../../../components/two-pane/two-pane';
import { QueryState } from './query-state';
import { SearchBox } from './search-box';

/** The little of a search query's result the list reads. */
interface PageQuery<T> extends RetryableQuery {
  data?: { items: T[]; total: number; totalPages: number } | undefined;
  isPending: boolean;
  error: unknown;
}

/** One choice that narrows the list (a post's audience, a lot's status); cleared, the list has them all. */
interface PaneListChoice {
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

interface SearchedPaneListProps<T extends { _id: string }> {
  searchLabel: string;
  /** The search text in the address. */
  q: string | undefined;
  onSearch: (q: string | undefined) => void;
  /** The screen's choice, under the search box. */
  choice?: PaneListChoice;
  /** Whether a search or a filter narrows the list (its empty text then says nothing matched). */
  isNarrowed: boolean;
  /** The search and filters as a string: a new one is said even with the same count. */
  query: string;
  result: PageQuery<T>;
  page: number;
  onPage: (page: number) => void;
  children: (record: T) => ReactNode;
}

export function SearchedPaneList<T extends { _id: string }>({
  searchLabel,
  q,
  onSearch,
  choice,
  isNarrowed,
  query,
  result,
  page,
  onPage,
  children,
}: SearchedPaneListProps<T>) {
  const { t } = useTranslation('backoffice');
  const items = result.data?.items ?? [];
  return (
    <>
      <Stack gap="xs" p="sm">
        <SearchBox value={q} label={searchLabel} onSearch={onSearch} />
        {choice && (
          <Select
            aria-label={choice.label}
            placeholder={choice.placeholder}
            data={choice.options}
            value={choice.value ?? null}
            clearable
            onChange={(value) => choice.onChange(value ?? undefined)}
          />
        )}
      </Stack>
      <PaneBody>
        <QueryState
          result={result}
          isEmpty={items.length === 0}
          emptyText={isNarrowed ? t('common.noMatches') : undefined}
          total={result.data?.total ?? 0}
          query={query}
          paging={{ page, totalPages: result.data?.totalPages ?? 1, onPage, isInset: true }}
        >
          <PaneRows records={items} recordKey={(record) => record._id}>
            {children}
          </PaneRows>
        </QueryState>
      </PaneBody>
    </>
  );
}
