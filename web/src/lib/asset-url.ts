// Avatars come as paths relative to the site root ("images/avatars/…"); absolute paths and URLs stay as they are.
export function avatarUrl(avatar: string | null | undefined): string | undefined {
  if (!avatar) return undefined;
  return /^([a-z][a-z\d+.-]*:|\/)/i.test(avatar) ? avatar : `/${avatar}`;
}
