import { describe, expect, it } from 'vitest';
import { delayToNextPhase, expiryWarningMs, sessionPhase } from './session-expiry';

const expiresAt = Date.UTC(2026, 10, 28, 18, 0);

describe('sessionPhase', () => {
  it('is active until two minutes before the expiry, then expiring, then expired', () => {
    expect(sessionPhase(expiresAt, expiresAt - expiryWarningMs - 1)).toBe('active');
    expect(sessionPhase(expiresAt, expiresAt - expiryWarningMs)).toBe('expiring');
    expect(sessionPhase(expiresAt, expiresAt - 1)).toBe('expiring');
    expect(sessionPhase(expiresAt, expiresAt)).toBe('expired');
  });
});

describe('delayToNextPhase', () => {
  it('counts to the warning, then to the expiry, then to nothing', () => {
    expect(delayToNextPhase(expiresAt, expiresAt - 8 * 3_600_000)).toBe(8 * 3_600_000 - expiryWarningMs);
    expect(delayToNextPhase(expiresAt, expiresAt - 30_000)).toBe(30_000);
    expect(delayToNextPhase(expiresAt, expiresAt + 5)).toBeUndefined();
  });

  it('never asks setTimeout for more than it can wait: a year-long session wakes up on the way', () => {
    expect(delayToNextPhase(expiresAt, expiresAt - 365 * 86_400_000)).toBe(2 ** 31 - 1);
  });
});
