// URL state of the posts screen: search text, module, page, the post open ("new" for a new one) and its tab.
import { z } from 'zod';
import { optionalPage, optionalText } from '../shared/search-params';

export const postModules = ['capacitacion', 'tablero', 'noticias'] as const;

export const posteosSearch = z.object({
  q: optionalText,
  module: z.enum(postModules).optional().catch(undefined),
  page: optionalPage,
  post: z
    .string()
    .regex(/^([0-9a-f]{24}|new)$/)
    .optional()
    .catch(undefined),
  tab: z.enum(['edit', 'preview']).optional().catch(undefined),
});
export type PosteosSearch = z.infer<typeof posteosSearch>;
