// URL state of the staff users screen: search text and page.
import { z } from 'zod';
import { optionalPage, optionalText } from '../shared/search-params';

export const usersSearch = z.object({ q: optionalText, page: optionalPage });
export type UsersSearch = z.infer<typeof usersSearch>;
