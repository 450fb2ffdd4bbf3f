// Results of the top-bar search for what the user typed: debounced, at least two characters, in the
// interface language, grouped exactly as the search endpoint returns them. Errors give no results, silently.
import { getSearchQueryQueryOptions } from '@api/endpoints/search/search';
import type { SearchResults } from '@api/model';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage } from '../../lib/i18n/languages';
import { searchDelayMs, searchTermOf } from './search-term';

export interface SearchState {
  /** The text searched for, or null while the input is too short. */
  term: string | null;
  groups: SearchResults;
  isSearching: boolean;
}

export function useSearchResults(input: string): SearchState {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
  const [debounced] = useDebouncedValue(input, searchDelayMs);
  const term = searchTermOf(debounced);
  const search = useQuery({
    ...getSearchQueryQueryOptions({ query: term ?? '' }, { lang }),
    enabled: term !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
  // An empty query answers an object, every other query an array of groups.
  const groups = term !== null && Array.isArray(search.data) ? search.data : [];
  return { term, groups, isSearching: search.isFetching || searchTermOf(input) !== term };
}
