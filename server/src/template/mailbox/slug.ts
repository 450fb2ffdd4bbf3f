// The template's label slug rule and its duplicate suffixes.

/** Lowercase, spaces to `-`, collapse `-` runs, then drop anything but word characters and `-` (in that order). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/[^\w-]+/g, '');
}

/** `slug`, or `slug-1`, `slug-2`, ... : the first one no existing label uses (the base never changes). */
export function uniqueSlug(slug: string, taken: readonly string[]): string {
  let candidate = slug;
  for (let suffix = 1; taken.includes(candidate); suffix++) candidate = `${slug}-${suffix}`;
  return candidate;
}
