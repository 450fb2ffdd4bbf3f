// The sums of the risk overview, pure so they are tested without a screen: records per level and where each
// factor is used (review models weighing it, red flags raised on it).
import type { ReviewSchema, RiskLevel, RiskToken } from '@api/model';

export const RISK_LEVELS: readonly RiskLevel[] = ['bajo', 'medio', 'alto', 'critico'];

/** How many records sit at each level, every level present (zero included) in order. */
export function countByLevel(records: readonly { level?: RiskLevel | undefined }[]): Record<RiskLevel, number> {
  const counts: Record<RiskLevel, number> = { bajo: 0, medio: 0, alto: 0, critico: 0 };
  for (const record of records) if (record.level) counts[record.level] += 1;
  return counts;
}

export interface FactorUsage {
  models: number;
  flags: number;
  openFlags: number;
}

const OPEN: readonly RiskToken['status'][] = ['open', 'under-review'];

/** Per factor id: review models that weigh it and red flags raised on it (open ones apart). */
export function factorUsage(
  schemas: readonly Pick<ReviewSchema, 'factors'>[],
  tokens: readonly Pick<RiskToken, 'factorId' | 'status'>[],
): Map<string, FactorUsage> {
  const usage = new Map<string, FactorUsage>();
  const of = (id: string) => {
    let entry = usage.get(id);
    if (!entry) {
      entry = { models: 0, flags: 0, openFlags: 0 };
      usage.set(id, entry);
    }
    return entry;
  };
  for (const schema of schemas) {
    // A model listing a factor twice still uses it once.
    for (const id of new Set(schema.factors.map((factor) => factor.factorId))) of(id).models += 1;
  }
  for (const token of tokens) {
    if (!token.factorId) continue;
    const entry = of(token.factorId);
    entry.flags += 1;
    if (OPEN.includes(token.status)) entry.openFlags += 1;
  }
  return usage;
}
