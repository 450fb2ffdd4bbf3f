// URL state of the agenda: month or week view, and the day it is centred on (today when absent).
import { z } from 'zod';
import { optionalDay } from '../shared/search-params';

export const agendaSearch = z.object({
  view: z.enum(['month', 'week']).optional().catch(undefined),
  date: optionalDay,
});
export type AgendaSearch = z.infer<typeof agendaSearch>;
