// URL state of the documents screen: search text, page and the document open.
import { optionalId, optionalPage, optionalText, type SearchOf, searchValidator } from '../../../lib/search-params';

const readers = { q: optionalText, page: optionalPage, doc: optionalId };

export const documentosSearch = searchValidator(readers);
export type DocumentosSearch = SearchOf<typeof readers>;
