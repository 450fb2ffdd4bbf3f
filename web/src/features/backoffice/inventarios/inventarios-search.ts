// URL state of the inventory screen: the lot open.
import { optionalId, type SearchOf, searchValidator } from '../../../lib/search-params';

const readers = { lote: optionalId };

export const inventariosSearch = searchValidator(readers);
export type InventariosSearch = SearchOf<typeof readers>;
