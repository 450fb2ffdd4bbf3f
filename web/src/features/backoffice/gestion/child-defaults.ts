// What a new child project starts with: the parent's contracting authority, procedure, type and CPV, a
// suggested code, in planning with a zero budget; the parent link itself is fixed (a preset of the form).
import type { Project } from '@api/model';

export function childDefaults(parent: Project, code: string): Record<string, unknown> {
  return {
    code,
    procuringEntity: parent.procuringEntity,
    procedureType: parent.procedureType,
    contractType: parent.contractType,
    cpvCode: parent.cpvCode,
    budget: { amount: 0, currency: parent.budget.currency },
    status: 'planning',
  };
}
