// URL state of the thesaurus screen: the thesaurus open and the term filter.
import { z } from 'zod';
import { optionalId, optionalText } from '../shared/search-params';

export const tesauroSearch = z.object({ tesauro: optionalId, q: optionalText });
export type TesauroSearch = z.infer<typeof tesauroSearch>;
