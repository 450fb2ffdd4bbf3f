// What a select's dropdown says while its option list is loading or after it failed, instead of an empty list
// that reads as "there are no categories": the template forms' pickers read fixed lists from the API (categories,
// brands, tags, countries). Opening the dropdown again asks again for a list that failed.
import { type ComboboxParsedItem, defaultOptionsFilter, type OptionsFilter } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The little of a TanStack query a picker reads. */
export interface OptionSource {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** An option list's query, handed to the form that shows it. */
export interface OptionQuery<T> extends OptionSource {
  data: T[] | undefined;
}

export interface OptionListStatus {
  nothingFoundMessage: ReactNode;
  onDropdownOpen: () => void;
}

/** Props for a Select or MultiSelect fed by these queries; `nothingFound` is its message once they loaded. */
export function useOptionListStatus(sources: OptionSource | readonly OptionSource[], nothingFound?: ReactNode) {
  const { t } = useTranslation('common');
  const all = Array.isArray(sources) ? sources : [sources as OptionSource];
  const failed = all.filter((source) => source.isError);
  const message = (() => {
    if (failed.length > 0) return t('options.failed');
    if (all.some((source) => source.isPending)) return t('options.loading');
    return nothingFound;
  })();
  return {
    nothingFoundMessage: message,
    onDropdownOpen: () => {
      for (const source of failed) void source.refetch();
    },
  } satisfies OptionListStatus;
}

/**
 * Props of a Select or a MultiSelect fed by a query: its options and status, plus a "not available" option for each
 * chosen value the list does not hold (the list failed, or the record names an option since deleted), so that the
 * field never shows a raw id, nor an empty field for a value the record has. Those options are never offered: while
 * the list has failed, the dropdown holds nothing and says why.
 */
export function useQueryOptions<T>(
  query: OptionQuery<T>,
  toOption: (item: T) => { value: string; label: string },
  chosen: readonly string[] | string | null,
  nothingFound?: ReactNode,
) {
  const { t } = useTranslation('common');
  const status = useOptionListStatus(query, nothingFound);
  const options = (query.data ?? []).map(toOption);
  const listed = new Set(options.map((option) => option.value));
  const chosenValues = chosen === null ? [] : typeof chosen === 'string' ? [chosen] : chosen;
  const unlisted = new Set(chosenValues.filter((value) => value !== '' && !listed.has(value)));
  // Mantine's own search, over the options on offer; it is typed for any primitive value, these are strings.
  const filter: OptionsFilter<string> = ({ options: all, ...input }) =>
    defaultOptionsFilter({
      ...input,
      options: all.filter((item) => !('value' in item && unlisted.has(item.value))),
    }) as ComboboxParsedItem<string>[];
  return {
    ...status,
    data: [...options, ...[...unlisted].map((value) => ({ value, label: t('options.unlisted') }))],
    filter,
  };
}
