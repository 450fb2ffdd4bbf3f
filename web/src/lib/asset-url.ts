// Images the API names (avatars, note and card images) come as paths relative to the site root
// ("images/avatars/…"), which a page at /apps/notes would resolve under /apps/; absolute paths and URLs (data:
// URLs of uploads included) stay as they are.
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return /^([a-z][a-z\d+.-]*:|\/)/i.test(path) ? path : `/${path}`;
}
