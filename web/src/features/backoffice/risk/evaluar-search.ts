// URL state of /evaluar: the review model and project of a new walk, or the evaluation being resumed.
import { optionalId, type SearchOf, searchValidator } from '../../../lib/search-params';

const readers = { schema: optionalId, project: optionalId, evaluation: optionalId };

export const evaluarSearch = searchValidator(readers);
export type EvaluarSearch = SearchOf<typeof readers>;
