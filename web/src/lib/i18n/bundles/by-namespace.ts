// Keys a glob of locale files (`.../locales/es/common.json`) by namespace (`common`).
export type Bundle = Record<string, Record<string, unknown>>;

export function byNamespace(files: Record<string, Record<string, unknown>>): Bundle {
  return Object.fromEntries(
    Object.entries(files).map(([path, data]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), data]),
  );
}
