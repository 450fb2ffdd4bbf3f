// The audit trail's date range as the search operation reads it: local days turned into the instants that bound
// them, so that the server filters and pages every entry, however many (not only the newest it returned).
import dayjs from 'dayjs';

export const auditPageSize = 20;

/** From the start of the day `from` to the end of the day `to` (local days, both optional), as instants. */
export function dayRange(from: string | undefined, to: string | undefined): { tsFrom?: string; tsTo?: string } {
  return {
    ...(from ? { tsFrom: dayjs(from).startOf('day').toISOString() } : {}),
    ...(to ? { tsTo: dayjs(to).endOf('day').toISOString() } : {}),
  };
}
