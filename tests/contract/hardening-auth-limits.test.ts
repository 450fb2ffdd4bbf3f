// Issue 13, auth half: failed sign-ins are throttled per (client, login name) and per client, with
// 429 TOO_MANY_REQUESTS and Retry-After; correct sign-ins never count. A private app, own counters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, credentials } from '../helpers/api.ts';
import { expectContract, expectError } from '../helpers/contract.ts';
import { createLocalApp, type LocalApp } from '../helpers/local-app.ts';

let local: LocalApp;
beforeAll(async () => {
  local = await createLocalApp({ LOGIN_MAX_FAILURES_PER_IP: '25' });
});
afterAll(() => local?.close());

const login = (remoteAddress: string, username: string, password: string, kind = 'admin') =>
  local.request({ method: 'POST', url: `/api/auth/${kind}/login`, remoteAddress, payload: { username, password } });

describe.skipIf(baseUrl !== undefined)('login rate limit', () => {
  it('answers 429 with Retry-After once a client has failed 10 times for one name, right password or not', async () => {
    const ip = '203.0.113.10';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30 && statuses.at(-1) !== 429; attempt += 1) {
      statuses.push((await login(ip, 'admin', `wrong-${attempt}`)).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const throttled = await login(ip, 'ADMIN', credentials.admin.password);
    expectError(throttled, 429, { code: 'TOO_MANY_REQUESTS', field: 'username' });
    expectContract(throttled, 'login');
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another client, or another name from this client, is not held back.
    expect((await login('203.0.113.11', 'admin', credentials.admin.password)).status).toBe(200);
    expect((await login(ip, credentials.web.username, credentials.web.password, 'web')).status).toBe(200);
  });

  it('caps the failures of one client across names', async () => {
    const ip = '203.0.113.20';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      statuses.push((await login(ip, `nadie-${attempt}`, 'wrong-password')).status);
    }
    expect(statuses.indexOf(429)).toBe(25);
    expect((await login(ip, 'admin', credentials.admin.password)).status).toBe(429);
  });

  it('never counts correct sign-ins', async () => {
    const ip = '203.0.113.30';
    for (let attempt = 0; attempt < 40; attempt += 1) {
      expect((await login(ip, 'admin', credentials.admin.password)).status).toBe(200);
    }
  });
});
