// URL state of the audit trail: who, which collection, which action, a date range and the page.
import { ActivityAction } from '@api/model';
import {
  matching,
  oneOf,
  optionalDay,
  optionalId,
  optionalPage,
  type SearchOf,
  searchValidator,
} from '../../../lib/search-params';

const readers = {
  actor: optionalId,
  collection: matching(/^[a-z0-9]+$/, 60),
  action: oneOf(ActivityAction),
  from: optionalDay,
  to: optionalDay,
  page: optionalPage,
};

export const auditSearch = searchValidator(readers);
export type AuditSearch = SearchOf<typeof readers>;
