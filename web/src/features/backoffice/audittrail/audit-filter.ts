// The audit trail's date range and paging, applied to the entries the server's filters returned
// (the search operation filters by user, collection and action, not by date).
import type { AuditLog } from '@api/model';
import dayjs from 'dayjs';

export const auditPageSize = 20;

/** Entries from the start of `from` to the end of `to` (local days, both optional). */
export function inDateRange(
  entries: readonly AuditLog[],
  from: string | undefined,
  to: string | undefined,
): AuditLog[] {
  const start = from ? dayjs(from).startOf('day') : undefined;
  const end = to ? dayjs(to).endOf('day') : undefined;
  return entries.filter((entry) => {
    const at = dayjs(entry.ts);
    return (!start || !at.isBefore(start)) && (!end || !at.isAfter(end));
  });
}

export function pageOf<T>(entries: readonly T[], page: number): { items: T[]; totalPages: number } {
  const totalPages = Math.max(1, Math.ceil(entries.length / auditPageSize));
  const current = Math.min(Math.max(page, 1), totalPages);
  return { items: entries.slice((current - 1) * auditPageSize, current * auditPageSize), totalPages };
}
