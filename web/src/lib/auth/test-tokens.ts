// Builds unsigned JWT-shaped tokens for the session tests (the client never checks signatures).
function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function fakeToken(claims: object): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** A token expiring `seconds` after `nowMs` (negative: already expired). */
export function tokenExpiringIn(seconds: number, nowMs = Date.now()): string {
  return fakeToken({ sub: 'u1', exp: Math.floor(nowMs / 1000) + seconds });
}
