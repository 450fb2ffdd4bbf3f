// Search parameters of the account routes: `sid` for sign-out, `redirectURL` for web sign-in.
export interface SidSearch {
  sid?: string;
}

export interface RedirectSearch {
  redirectURL?: string;
}

export function validateSidSearch(search: Record<string, unknown>): SidSearch {
  return typeof search.sid === 'string' && search.sid !== '' ? { sid: search.sid } : {};
}

export function validateRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  return typeof search.redirectURL === 'string' && search.redirectURL !== '' ? { redirectURL: search.redirectURL } : {};
}
