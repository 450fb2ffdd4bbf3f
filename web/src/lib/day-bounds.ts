// A range of local days as a search's range filter reads it (`<field>From`, `<field>To`): the instants that bound
// them, so that the server finds every record of those days (the audit trail's period, the agenda's weeks shown).
import dayjs from 'dayjs';

/** From the start of the day `from` to the end of the day `to` (local days, both optional), as instants. */
export function dayBounds(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  return {
    ...(from ? { from: dayjs(from).startOf('day').toISOString() } : {}),
    ...(to ? { to: dayjs(to).endOf('day').toISOString() } : {}),
  };
}
