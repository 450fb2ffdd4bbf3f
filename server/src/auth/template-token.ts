// The template mock's tokens: HS256 JWTs with `iat`, `iss: 'Fuse'` and `exp` (+7 days), in
// that key order (the template's shape, so no `aud`), signed with the template kind's own key.
// Verification pins the header (HS256), then checks signature, issuer and expiry.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { TOKEN_ALGORITHM } from './keys.ts';

const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60;
export const TEMPLATE_ISSUER = 'Fuse';
const HEADER = Buffer.from(JSON.stringify({ alg: TOKEN_ALGORITHM, typ: 'JWT' })).toString('base64url');

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signTemplateToken(key: Buffer, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const payload = b64({ iat, iss: TEMPLATE_ISSUER, exp: iat + SEVEN_DAYS_SECONDS });
  const signature = createHmac('sha256', key).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

function pinnedHeader(header: string): boolean {
  if (header === HEADER) return true;
  try {
    const parsed = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
    return parsed.alg === TOKEN_ALGORITHM && (parsed.typ === undefined || parsed.typ === 'JWT');
  } catch {
    return false;
  }
}

export function verifyTemplateToken(key: Buffer, token: string, now: Date): boolean {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [header = '', payload = '', signature = ''] = parts;
  if (!pinnedHeader(header)) return false;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    return claims.iss === TEMPLATE_ISSUER && typeof claims.exp === 'number' && claims.exp * 1000 > now.getTime();
  } catch {
    return false;
  }
}
