// Whether a stored JWT is still worth sending, from its `exp` claim. The client never verifies signatures
// (the server does); it only avoids sending tokens that have certainly expired.

function decodeClaims(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
  return JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
}

/** Expiry in milliseconds since the epoch; `null` for a JWT without `exp`; `undefined` for a malformed token. */
export function readTokenExpiry(token: string): number | null | undefined {
  try {
    const claims = decodeClaims(token);
    if (typeof claims !== 'object' || claims === null) return undefined;
    const exp = 'exp' in claims ? claims.exp : null;
    if (exp === null) return null;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** A well-formed JWT whose `exp` lies in the future (or that has no `exp`, so never expires). */
export function isTokenUnexpired(token: string, nowMs: number): boolean {
  const expiry = readTokenExpiry(token);
  if (expiry === undefined) return false;
  return expiry === null || expiry > nowMs;
}
