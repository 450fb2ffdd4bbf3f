// Seed-time helpers for dates relative to the seed's reference time.
const MINUTE_MS = 60_000;

export function minutesBefore(now: Date, minutes: number): string {
  return new Date(now.getTime() - minutes * MINUTE_MS).toISOString();
}
