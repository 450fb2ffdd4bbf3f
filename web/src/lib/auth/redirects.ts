// Where the product sends people around sign-in and sign-out (seed 000, section 2).

/** Root, signed-in redirect and admin login success. */
export const adminHomePath = '/welcome/home';
/** Admin sign-in; also where a failed authentication check goes. */
export const adminSignInPath = '/sign-in';
/** Where a failed admin login goes: the product spells it so, and the route is kept as an alias of /sign-in. */
export const adminLoginFailurePath = '/sing-in';
export const webSignInPath = '/web/ingresar';
export const webHomePath = '/espacio/persona';

/**
 * Target of a web-user login: the `redirectURL` query parameter when it points into this site, otherwise the
 * personal home. Addresses on other sites are refused, so a crafted link cannot send a user elsewhere.
 */
export function webLoginTarget(redirectURL: unknown, origin: string): string {
  if (typeof redirectURL !== 'string' || redirectURL.trim() === '') return webHomePath;
  try {
    const url = new URL(redirectURL, origin);
    if (url.origin !== origin) return webHomePath;
    const target = `${url.pathname}${url.search}${url.hash}`;
    return target.startsWith(webSignInPath) ? webHomePath : target;
  } catch {
    return webHomePath;
  }
}
