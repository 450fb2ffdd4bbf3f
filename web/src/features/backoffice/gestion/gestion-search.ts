// URL state of the project tree: the root project shown and the selected node.
import { z } from 'zod';
import { optionalId } from '../shared/search-params';

export const gestionSearch = z.object({ root: optionalId, node: optionalId });
export type GestionSearch = z.infer<typeof gestionSearch>;
