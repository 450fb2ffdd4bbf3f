// THE one hand-written HTTP seam of the generated client (Orval mutator): base URL,
// bearer token per user kind, and error normalisation. Nothing else in the app calls fetch.
export type UserKind = 'admin' | 'web';

export interface HttpClientSettings {
  /** Prefix of every request URL; '' for same origin. */
  baseUrl: string;
  /** The unexpired access token of a user kind, if any. */
  getToken: (kind: UserKind) => string | undefined;
  /** Called on a 401 answer to a request that carried a token (the app signs both users out and reloads).
   * A 401 to a request without a token (a wrong password at sign-in) ends no session. */
  onUnauthorized?: () => void;
  /** Extra headers for every request, e.g. the browser tests' `x-mock-session`. */
  extraHeaders?: () => Record<string, string>;
}

let settings: HttpClientSettings = { baseUrl: '', getToken: () => undefined };

export function configureHttpClient(next: Partial<HttpClientSettings>): void {
  settings = { ...settings, ...next };
}

/** Error thrown for every non-2xx answer; `body` is the contract's Error body when there is one. */
export class HttpError<TBody = unknown> extends Error {
  readonly status: number;
  readonly body: TBody;
  constructor(status: number, body: TBody) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : `HTTP ${status}`;
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/** Request options the hooks accept as `request`: which user's session the call uses. */
export interface RequestOptions extends RequestInit {
  /** A request uses the web user's session if flagged as from a web user, otherwise the admin session. */
  userKind?: UserKind;
}

/**
 * The user kind a request runs as: the one rule the seam (which token) and the generated query keys (which
 * cache entry, see scripts/lib/user-kind-query-keys.ts) share.
 */
export function userKindOf(options?: Pick<RequestOptions, 'userKind'>): UserKind {
  return options?.userKind ?? 'admin';
}

/** The error type Orval gives the generated hooks: what the seam throws, with the operation's error body. */
export type ErrorType<TBody> = HttpError<TBody | undefined>;

export async function httpClient<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { userKind: _kind, ...init } = options;
  const userKind = userKindOf(options);
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(settings.extraHeaders?.() ?? {})) headers.set(name, value);
  const token = settings.getToken(userKind);
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${settings.baseUrl}${url}`, { ...init, headers });
  const text = await response.text();
  const body: unknown = text === '' ? undefined : JSON.parse(text);
  if (!response.ok) {
    if (response.status === 401 && token !== undefined) settings.onUnauthorized?.();
    throw new HttpError(response.status, body);
  }
  return body as T;
}

export default httpClient;
