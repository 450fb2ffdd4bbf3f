// URL state of the agenda: month or week view, the day it is centred on (today when absent), the entry
// open in the dialog and the day a new entry is being created on.
import { oneOf, optionalDay, optionalId, type SearchOf, searchValidator } from '../../../lib/search-params';

const readers = {
  view: oneOf(['month', 'week'] as const),
  date: optionalDay,
  entry: optionalId,
  create: optionalDay,
};

export const agendaSearch = searchValidator(readers);
export type AgendaSearch = SearchOf<typeof readers>;
