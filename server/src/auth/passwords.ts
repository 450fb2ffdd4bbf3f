// Password storage: scrypt (node:crypto) with a random salt per hash, compared in constant time.
// Stored as `scrypt$N$r$p$salt$key` (base64url), so the cost can be raised later without breaking old hashes.
import { createHash, createHmac, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const MAX_MEMORY = 64 * 1024 * 1024;
const PREFIX = 'scrypt';

interface Parsed {
  cost: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

const format = (salt: Buffer, key: Buffer) =>
  [PREFIX, COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');

function derive(password: string, salt: Buffer, cost: Parsed['cost'], length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Async: runs on libuv's thread pool, so a sign-in never blocks the event loop.
    scrypt(password.normalize('NFC'), salt, length, { ...cost, maxmem: MAX_MEMORY }, (error, key) =>
      error === null ? resolve(key) : reject(error),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return format(salt, await derive(password, salt, COST, KEY_BYTES));
}

/** Hashes of the seed's documented passwords, once per process: every namespace and reset reuses them. */
const seedHashes = new Map<string, string>();

export function seedPasswordHash(password: string): string {
  let hash = seedHashes.get(password);
  if (hash === undefined) {
    const salt = randomBytes(SALT_BYTES);
    hash = format(salt, scryptSync(password.normalize('NFC'), salt, KEY_BYTES, { ...COST, maxmem: MAX_MEMORY }));
    seedHashes.set(password, hash);
  }
  return hash;
}

/**
 * Works out the hashes of the seed's passwords ahead of a seed build, which then finds them: on libuv's thread
 * pool, all at once, so they take other cores' time rather than the build's (some 40 ms each).
 */
export async function prehashSeedPasswords(passwords: readonly string[]): Promise<void> {
  const missing = [...new Set(passwords)].filter((password) => !seedHashes.has(password));
  await Promise.all(
    missing.map(async (password) => {
      const salt = randomBytes(SALT_BYTES);
      const hash = format(salt, await derive(password, salt, COST, KEY_BYTES));
      // A seed built meanwhile may have hashed it already: the hash it stored stays the one.
      if (!seedHashes.has(password)) seedHashes.set(password, hash);
    }),
  );
}

function parse(stored: unknown): Parsed | undefined {
  if (typeof stored !== 'string') return undefined;
  const [prefix, N, r, p, salt, key] = stored.split('$');
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  // Bounded costs: a stored value can never make a comparison expensive.
  if (prefix !== PREFIX || !(cost.N >= 2 && cost.N <= 2 ** 17) || !(cost.r >= 1 && cost.r <= 16)) return undefined;
  if (!(cost.p >= 1 && cost.p <= 4) || salt === undefined || key === undefined) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Constant-time equality of two secrets of any length (for fixed demo passwords that are not stored). */
export function equalSecrets(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export const isPasswordHash = (value: unknown): boolean => parse(value) !== undefined;

/** A hash of nothing anybody knows: an unknown user name costs the same time as a wrong password. */
let decoy: string | undefined;

/**
 * Matches already proven, keyed by a per-process HMAC of (hash, password): a repeated correct sign-in
 * (tests and demos sign in all the time) skips the ~50 ms of scrypt. Only a right password can hit it;
 * wrong ones always pay the full cost. Bounded; forgotten at restart.
 */
const provenKey = randomBytes(32);
const proven = new Set<string>();
const PROVEN_LIMIT = 1_000;
const provenId = (password: string, stored: string) =>
  createHmac('sha256', provenKey).update(stored).update('\u0000').update(password).digest('base64url');

/** Whether the password matches the stored hash; anything that is not a hash (or no user) never matches. */
export async function verifyPassword(password: string, stored: unknown): Promise<boolean> {
  const parsed = parse(stored);
  const id = parsed === undefined ? undefined : provenId(password, stored as string);
  if (id !== undefined && proven.has(id)) return true;
  decoy ??= seedPasswordHash(randomBytes(18).toString('base64url'));
  const target = parsed ?? (parse(decoy) as Parsed);
  const key = await derive(password, target.salt, target.cost, target.key.length || KEY_BYTES);
  const matches = parsed !== undefined && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  if (matches && id !== undefined) {
    if (proven.size >= PROVEN_LIMIT) proven.clear();
    proven.add(id);
  }
  return matches;
}
