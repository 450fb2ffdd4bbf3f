// Files and images the API names (asset paths, avatars, note and card images) come as paths relative to the
// site root ("files/tablero/2026/acta.pdf", "images/avatars/…"), which a page at /apps/notes would resolve
// under /apps/; absolute paths and URLs (data: URLs of uploads included) stay as they are.
export function assetUrl(path: string): string;
export function assetUrl(path: string | null | undefined): string | undefined;
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return /^([a-z][a-z\d+.-]*:|\/)/i.test(path) ? path : `/${path}`;
}
