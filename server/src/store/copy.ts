// Deep copy of plain data (what the stores hold: parsed JSON and the seed built from it). A tenth of
// structuredClone's cost on a record, which showed as the largest single cost of a create.

export function copyData<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyData) as T;
  const copy: Record<string, unknown> = {};
  for (const key in value) copy[key] = copyData((value as Record<string, unknown>)[key]);
  return copy as T;
}
