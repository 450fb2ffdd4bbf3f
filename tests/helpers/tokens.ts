// Hand-made tokens for negative tests: expired, tampered, signed with another key or algorithm.
import { createHmac, randomBytes } from 'node:crypto';
import { deriveKey, type TokenKind } from '../../server/src/auth/keys.ts';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The secret of the in-process test server (tests/helpers/api.ts): JWT_SECRET when set, else a random
 * one per test worker. The server has no default secret, so tests must know the one it runs with.
 */
export const testJwtSecret: string = process.env.JWT_SECRET ?? randomBytes(32).toString('base64url');

export interface CraftOptions {
  /** Raw secret to derive the key from (default: the test server's secret). */
  secret?: string;
  /** Raw key, used as is (e.g. the old `secret:kind` keys). */
  key?: string | Buffer;
  /** JOSE header fields, e.g. `{ alg: 'HS512' }` (the HMAC follows alg: HS256/384/512 or none). */
  header?: Record<string, unknown>;
}

const HASHES: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' };

/** A token signed like the server's (HS256, derived key of the kind), except for what is given. */
export function craftToken(kind: TokenKind, claims: Record<string, unknown>, options: CraftOptions = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'HS256', typ: 'JWT', ...options.header };
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
  const signed = `${b64(header)}.${payload}`;
  const hash = HASHES[String(header.alg)];
  if (hash === undefined) return `${signed}.`;
  const key = options.key ?? deriveKey(options.secret ?? testJwtSecret, kind);
  return `${signed}.${createHmac(hash, key).update(signed).digest('base64url')}`;
}

/** The same token with one character of its signature changed. */
export function tamper(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.slice(-1)}`;
}
