// URL state of the thesaurus screen: the thesaurus open and the term filter.
import { optionalId, optionalText, type SearchOf, searchValidator } from '../../../lib/search-params';

const readers = { tesauro: optionalId, q: optionalText };

export const tesauroSearch = searchValidator(readers);
export type TesauroSearch = SearchOf<typeof readers>;
