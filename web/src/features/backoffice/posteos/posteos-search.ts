// URL state of the posts screen: search text, module, page, the post open ("new" for a new one) and its tab.
import {
  matching,
  oneOf,
  optionalPage,
  optionalText,
  type SearchOf,
  searchValidator,
} from '../../../lib/search-params';

export const postModules = ['capacitacion', 'tablero', 'noticias'] as const;

const readers = {
  q: optionalText,
  module: oneOf(postModules),
  page: optionalPage,
  post: matching(/^([0-9a-f]{24}|new)$/),
  tab: oneOf(['edit', 'preview']),
};

export const posteosSearch = searchValidator(readers);
export type PosteosSearch = SearchOf<typeof readers>;
