// The template mock's tokens: HS256 JWTs with `iat`, `iss: 'Fuse'` and `exp` (+7 days), in
// that key order, signed with the server's secret. Verification checks signature and expiry.
import { createHmac, timingSafeEqual } from 'node:crypto';

const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60;
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function signTemplateToken(secret: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const payload = Buffer.from(JSON.stringify({ iat, iss: 'Fuse', exp: iat + SEVEN_DAYS_SECONDS })).toString(
    'base64url',
  );
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

export function verifyTemplateToken(secret: string, token: string, now: Date): boolean {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [header = '', payload = '', signature = ''] = parts;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' && claims.exp * 1000 > now.getTime();
  } catch {
    return false;
  }
}
