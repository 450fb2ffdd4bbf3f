// Keys a glob of locale files (`.../locales/es/common.json`) by namespace (`common`): their words, or their loaders.
export type Bundle = Record<string, Record<string, unknown>>;

export function byNamespace<Value = Record<string, unknown>>(files: Record<string, Value>): Record<string, Value> {
  return Object.fromEntries(
    Object.entries(files).map(([path, data]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), data]),
  );
}
