// URL state of the staff users screen: search text and page.
import { optionalPage, optionalText, type SearchOf, searchValidator } from '../../../lib/search-params';

const readers = { q: optionalText, page: optionalPage };

export const usersSearch = searchValidator(readers);
export type UsersSearch = SearchOf<typeof readers>;
