// The create screen's address (…/nuevo): `copia`, the record a new one starts from ("Duplicar" on a record's screen).
import { optionalId, type SearchOf, searchValidator } from '../search-params';

const readers = { copia: optionalId };
export const validateCreateSearch = searchValidator(readers);
export type CreateSearch = SearchOf<typeof readers>;
