// URL state of the project tree: the root project shown and the selected node.
import { optionalId, type SearchOf, searchValidator } from '../../../lib/search-params';

const readers = { root: optionalId, node: optionalId };

export const gestionSearch = searchValidator(readers);
export type GestionSearch = SearchOf<typeof readers>;
