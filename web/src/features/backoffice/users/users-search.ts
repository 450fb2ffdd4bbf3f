// URL state of the staff users screen: search text, account status and page.
import { UsuarioStatus } from '@api/model';
import { oneOf, optionalPage, optionalText, type SearchOf, searchValidator } from '../../../lib/search-params';

const readers = { q: optionalText, status: oneOf(UsuarioStatus), page: optionalPage };

export const usersSearch = searchValidator(readers);
export type UsersSearch = SearchOf<typeof readers>;
