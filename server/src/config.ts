// The server's configuration, read once from environment variables and validated at start.
// Nobody else reads process.env. Every variable is documented in .env.example.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

export type MockDelay = { mode: 'template' } | { mode: 'off' } | { mode: 'fixed'; ms: number };

export interface AppConfig {
  port: number;
  host: string;
  /** JWT_SECRET, or a random secret made at start when it is not set (see jwtSecretGenerated). */
  jwtSecret: string;
  jwtSecretGenerated: boolean;
  tokenTtlSeconds: number;
  /** Failed sign-ins allowed per (IP, user kind, login name) and per IP within the window. */
  loginLimits: { maxFailuresPerUser: number; maxFailuresPerIp: number; windowSeconds: number };
  corsOrigins: '*' | string[];
  mockDelay: MockDelay;
  seed: number;
  bodyLimitBytes: number;
  sessionIdleTtlMs: number;
  maxSessions: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDist: string | undefined;
  /** Where seed snapshots are cached (seed/snapshot-cache.ts); undefined for the default folder. */
  seedCacheDir: string | undefined;
  /** Request limits (see server/src/plugins/limits.ts): every refusal answers the one Error body. */
  limits: RequestLimits;
}

export interface RequestLimits {
  /** A request (headers and body) not fully received within this is answered 408 and closed. */
  requestTimeoutMs: number;
  /** How often Node checks requestTimeout (it only checks then; Node's default is 30 s). */
  connectionsCheckingIntervalMs: number;
  /** Request line plus headers; beyond it 431. */
  maxHeaderBytes: number;
  /** Request target (path and query); beyond it 414. */
  maxUrlLength: number;
  /** One path parameter; beyond it the route does not match (404). */
  maxParamLength: number;
}

/** Secrets that were published (in this repository's history): never accepted. */
const PUBLISHED_SECRETS = new Set(['dev-only-secret-change-me-0123456789']);

/** One variable's rule: an integer in a range, or a text with a minimum length, a pattern or a set of values. */
type Rule =
  | { type: 'integer'; minimum: number; maximum?: number; default?: number }
  | { type: 'string'; minLength?: number; pattern?: RegExp; enum?: readonly string[]; default?: string };

// Checked by hand rather than by a compiled JSON Schema validator: compiling one cost ~50 ms of every start.
export const envSchema = {
  PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
  HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
  JWT_SECRET: { type: 'string', minLength: 32 },
  TOKEN_TTL_SECONDS: { type: 'integer', minimum: 1, maximum: 31536000, default: 28800 },
  LOGIN_MAX_FAILURES: { type: 'integer', minimum: 1, maximum: 100000, default: 10 },
  LOGIN_MAX_FAILURES_PER_IP: { type: 'integer', minimum: 1, maximum: 1000000, default: 100 },
  LOGIN_FAILURE_WINDOW_SECONDS: { type: 'integer', minimum: 1, maximum: 86400, default: 900 },
  CORS_ORIGINS: { type: 'string', default: '*' },
  MOCK_DELAY: { type: 'string', pattern: /^(template|off|[0-9]{1,5})$/, default: 'template' },
  SEED: { type: 'integer', minimum: 0, maximum: 4294967295, default: 20261122 },
  BODY_LIMIT_BYTES: { type: 'integer', minimum: 1024, maximum: 104857600, default: 1048576 },
  SESSION_IDLE_TTL_MS: { type: 'integer', minimum: 1000, default: 1800000 },
  MAX_SESSIONS: { type: 'integer', minimum: 2, maximum: 100000, default: 500 },
  LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
  WEB_DIST: { type: 'string' },
  SEED_CACHE_DIR: { type: 'string' },
  NODE_ENV: { type: 'string' },
  REQUEST_TIMEOUT_MS: { type: 'integer', minimum: 10, maximum: 600000, default: 30000 },
  CONNECTIONS_CHECK_INTERVAL_MS: { type: 'integer', minimum: 10, maximum: 60000, default: 2000 },
  MAX_HEADER_BYTES: { type: 'integer', minimum: 1024, maximum: 65536, default: 16384 },
  MAX_URL_LENGTH: { type: 'integer', minimum: 256, maximum: 65536, default: 8192 },
  MAX_PARAM_LENGTH: { type: 'integer', minimum: 24, maximum: 8192, default: 500 },
} as const satisfies Record<string, Rule>;

interface Env {
  PORT: number;
  HOST: string;
  JWT_SECRET?: string;
  TOKEN_TTL_SECONDS: number;
  LOGIN_MAX_FAILURES: number;
  LOGIN_MAX_FAILURES_PER_IP: number;
  LOGIN_FAILURE_WINDOW_SECONDS: number;
  CORS_ORIGINS: string;
  MOCK_DELAY: string;
  SEED: number;
  BODY_LIMIT_BYTES: number;
  SESSION_IDLE_TTL_MS: number;
  MAX_SESSIONS: number;
  LOG_LEVEL: AppConfig['logLevel'];
  WEB_DIST?: string;
  SEED_CACHE_DIR?: string;
  NODE_ENV?: string;
  REQUEST_TIMEOUT_MS: number;
  CONNECTIONS_CHECK_INTERVAL_MS: number;
  MAX_HEADER_BYTES: number;
  MAX_URL_LENGTH: number;
  MAX_PARAM_LENGTH: number;
}

/** The value of one variable under its rule, or the problem with it. */
function check(rule: Rule, text: string): { value: string | number } | { problem: string } {
  if (rule.type === 'integer') {
    const value = Number(text);
    if (!/^-?[0-9]+$/.test(text.trim()) || !Number.isSafeInteger(value)) return { problem: 'must be an integer' };
    if (value < rule.minimum) return { problem: `must be >= ${rule.minimum}` };
    if (rule.maximum !== undefined && value > rule.maximum) return { problem: `must be <= ${rule.maximum}` };
    return { value };
  }
  if (rule.minLength !== undefined && text.length < rule.minLength) {
    return { problem: `must have at least ${rule.minLength} characters` };
  }
  if (rule.pattern !== undefined && !rule.pattern.test(text)) return { problem: `must match ${rule.pattern.source}` };
  if (rule.enum !== undefined && !rule.enum.includes(text))
    return { problem: `must be one of ${rule.enum.join(', ')}` };
  return { value: text };
}

/** Every variable checked (all problems reported at once), defaults applied, integers as numbers. */
function readEnv(source: Record<string, string | undefined>): Env {
  const env: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, rule] of Object.entries(envSchema) as [string, Rule][]) {
    const text = source[key];
    if (text === undefined || text === '') {
      if (rule.default !== undefined) env[key] = rule.default;
      continue;
    }
    const result = check(rule, text);
    if ('problem' in result) problems.push(`${key} ${result.problem}`);
    else env[key] = result.value;
  }
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return env as unknown as Env;
}

function parseDelay(value: string): MockDelay {
  if (value === 'template' || value === 'off') return { mode: value };
  return { mode: 'fixed', ms: Number(value) };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const typed = readEnv(source);
  if (typed.JWT_SECRET !== undefined && PUBLISHED_SECRETS.has(typed.JWT_SECRET)) {
    throw new Error('Invalid configuration: JWT_SECRET is a published example value; choose your own');
  }
  if (typed.NODE_ENV === 'production' && typed.JWT_SECRET === undefined) {
    throw new Error('Invalid configuration: JWT_SECRET must be set in production');
  }
  const origins = typed.CORS_ORIGINS.trim();
  return {
    port: typed.PORT,
    host: typed.HOST,
    // No known default ever signs: without JWT_SECRET every start gets its own random secret.
    jwtSecret: typed.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    jwtSecretGenerated: typed.JWT_SECRET === undefined,
    tokenTtlSeconds: typed.TOKEN_TTL_SECONDS,
    loginLimits: {
      maxFailuresPerUser: typed.LOGIN_MAX_FAILURES,
      maxFailuresPerIp: typed.LOGIN_MAX_FAILURES_PER_IP,
      windowSeconds: typed.LOGIN_FAILURE_WINDOW_SECONDS,
    },
    corsOrigins:
      origins === '*'
        ? '*'
        : origins
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
    mockDelay: parseDelay(typed.MOCK_DELAY),
    seed: typed.SEED,
    bodyLimitBytes: typed.BODY_LIMIT_BYTES,
    sessionIdleTtlMs: typed.SESSION_IDLE_TTL_MS,
    maxSessions: typed.MAX_SESSIONS,
    logLevel: typed.LOG_LEVEL,
    // Folders as given, relative to the working directory (.env.example shows web/dist): absolute from here on.
    webDist: typed.WEB_DIST === undefined ? undefined : resolve(typed.WEB_DIST),
    seedCacheDir: typed.SEED_CACHE_DIR === undefined ? undefined : resolve(typed.SEED_CACHE_DIR),
    limits: {
      requestTimeoutMs: typed.REQUEST_TIMEOUT_MS,
      connectionsCheckingIntervalMs: typed.CONNECTIONS_CHECK_INTERVAL_MS,
      maxHeaderBytes: typed.MAX_HEADER_BYTES,
      maxUrlLength: typed.MAX_URL_LENGTH,
      maxParamLength: typed.MAX_PARAM_LENGTH,
    },
  };
}
