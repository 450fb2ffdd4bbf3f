// URL state of the audit trail: who, which collection, which action, a date range and the page.
import { ActivityAction } from '@api/model';
import { z } from 'zod';
import { optionalDay, optionalId, optionalPage } from '../shared/search-params';

export const auditSearch = z.object({
  actor: optionalId,
  collection: z
    .string()
    .regex(/^[a-z0-9]+$/)
    .max(60)
    .optional()
    .catch(undefined),
  action: z.enum(ActivityAction).optional().catch(undefined),
  from: optionalDay,
  to: optionalDay,
  page: optionalPage,
});
export type AuditSearch = z.infer<typeof auditSearch>;
