// When a signed-in session expires, and when to warn about it (WCAG 2.2.1, timing adjustable): a session of eight
// hours ended silently, and the next save was refused and reloaded the page, losing what had been typed. The
// warning comes two minutes ahead, time enough to read it and choose; staying signed in renews the session.

/** How long before the expiry the warning shows. */
export const expiryWarningMs = 2 * 60_000;

/** setTimeout's longest delay; a later boundary is reached by waking up and looking again. */
const longestDelayMs = 2 ** 31 - 1;

export type SessionPhase = 'active' | 'expiring' | 'expired';

export function sessionPhase(expiresAt: number, now: number, warningMs = expiryWarningMs): SessionPhase {
  if (now >= expiresAt) return 'expired';
  return now >= expiresAt - warningMs ? 'expiring' : 'active';
}

/** Milliseconds until the phase next changes; undefined once expired, the last phase. */
export function delayToNextPhase(expiresAt: number, now: number, warningMs = expiryWarningMs): number | undefined {
  const phase = sessionPhase(expiresAt, now, warningMs);
  if (phase === 'expired') return undefined;
  const boundary = phase === 'active' ? expiresAt - warningMs : expiresAt;
  return Math.min(boundary - now, longestDelayMs);
}
