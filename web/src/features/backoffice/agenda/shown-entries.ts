// The agenda's entries on the days a month or week shows: every one of them, read page by page, since a busy month
// holds more than one page (one page of 200 left the rest off the calendar without a word).
import { getSearchAgendablesQueryKey, searchAgendables } from '@api/endpoints/node-agendables/node-agendables';
import type { SearchAgendablesParams } from '@api/model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dayBounds } from '../../../lib/day-bounds';
import { everyPageQuery } from '../../../lib/resources/all-pages';

/** The search of the entries starting on `days` (the first to the last), in the order they start. */
export function shownEntriesSearch(days: readonly string[]): SearchAgendablesParams {
  const shown = dayBounds(days[0], days.at(-1));
  return { startsAtFrom: shown.from, startsAtTo: shown.to, sort: 'startsAt', order: 'asc' };
}

/**
 * Every entry starting on `days`, under the entries' searches (every write of one refreshes it); the days left stay
 * on the grid until the next ones' entries are in (the days around both are the same).
 */
export function useShownEntries(days: readonly string[]) {
  const params = shownEntriesSearch(days);
  return useQuery({
    ...everyPageQuery(getSearchAgendablesQueryKey(params), (page, size) => searchAgendables({ ...params, page, size })),
    placeholderData: keepPreviousData,
  });
}
