// URL state of the inventory screen: search text, status, page and the lot open.
import { InventoryLotStatus } from '@api/model';
import {
  oneOf,
  optionalId,
  optionalPage,
  optionalText,
  type SearchOf,
  searchValidator,
} from '../../../lib/search-params';

const readers = {
  q: optionalText,
  status: oneOf(Object.values(InventoryLotStatus)),
  page: optionalPage,
  lote: optionalId,
};

export const inventariosSearch = searchValidator(readers);
export type InventariosSearch = SearchOf<typeof readers>;
