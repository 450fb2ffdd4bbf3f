// URL state of the thesaurus screen: the thesaurus open, the search among its terms and their page.
import { optionalId, optionalPage, optionalText, type SearchOf, searchValidator } from '../../../lib/search-params';

const readers = { tesauro: optionalId, q: optionalText, page: optionalPage };

export const tesauroSearch = searchValidator(readers);
export type TesauroSearch = SearchOf<typeof readers>;
