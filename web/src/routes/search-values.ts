// Validation of free-text search parameters: keeps the non-empty strings, drops everything else.
export function optionalText<K extends string>(values: Record<K, unknown>): Partial<Record<K, string>> {
  const kept: Partial<Record<K, string>> = {};
  for (const [key, value] of Object.entries(values) as [K, unknown][]) {
    if (typeof value === 'string' && value.trim() !== '') kept[key] = value;
  }
  return kept;
}
