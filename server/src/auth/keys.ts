// Token signing keys: one per token kind, derived from the one configured secret (HKDF-SHA256),
// so a token of one kind can never verify as another, and the secret itself never signs.
import { hkdfSync } from 'node:crypto';

export type TokenKind = 'admin' | 'web' | 'template';

/** The only algorithm tokens are signed with and the only one verification accepts. */
export const TOKEN_ALGORITHM = 'HS256';

const SALT = 'procurement-oversight-mock';

export function deriveKey(secret: string, kind: TokenKind): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, SALT, `token-key:${kind}`, 32));
}
