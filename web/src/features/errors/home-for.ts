// Where "back to the start" leads from a page that does not exist: each kind of user to its own home.
// A web address (personal or training space) prefers the web home, a back-office address the staff home;
// with neither session the public training space is the start.
export interface SignedIn {
  admin: boolean;
  web: boolean;
}

const webAreas = /^\/(espacio|web|persona|workflow|loggeduser)(\/|$)/;

export function homeFor(pathname: string, signedIn: SignedIn): string {
  const isWebArea = webAreas.test(pathname);
  if (signedIn.web && (isWebArea || !signedIn.admin)) return '/espacio/persona';
  if (signedIn.admin) return '/welcome/home';
  return isWebArea ? '/espacio' : '/sign-in';
}
