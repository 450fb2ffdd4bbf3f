// URL state of the inventory screen: the lot open.
import { z } from 'zod';
import { optionalId } from '../shared/search-params';

export const inventariosSearch = z.object({ lote: optionalId });
export type InventariosSearch = z.infer<typeof inventariosSearch>;
