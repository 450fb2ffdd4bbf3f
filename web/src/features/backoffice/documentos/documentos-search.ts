// URL state of the documents screen: search text, page and the document open.
import { z } from 'zod';
import { optionalId, optionalPage, optionalText } from '../shared/search-params';

export const documentosSearch = z.object({ q: optionalText, page: optionalPage, doc: optionalId });
export type DocumentosSearch = z.infer<typeof documentosSearch>;
