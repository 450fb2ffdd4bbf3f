// Hand-made tokens for negative tests: expired, tampered, or signed with another key.
import { createHmac } from 'node:crypto';
import { loadConfig } from '../../server/src/config.ts';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed exactly like the server's, except for the claims given (in-process only). */
export function craftToken(
  kind: 'admin' | 'web',
  claims: Record<string, unknown>,
  secret = `${loadConfig({}).jwtSecret}:${kind}`,
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = b64({ alg: 'HS256', typ: 'JWT' });
  const payload = b64({
    sub: '000000000000000000000000',
    username: 'x',
    sid: '00000000-0000-4000-8000-000000000000',
    kind,
    iat: now,
    exp: now + 60,
    iss: 'procurement-oversight-mock',
    aud: kind,
    ...claims,
  });
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The same token with one character of its signature changed. */
export function tamper(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.slice(-1)}`;
}
