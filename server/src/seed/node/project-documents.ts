// The documents a procurement project has produced so far, by how far its procedure has gone.
import type { DocumentPlan, DocumentType } from './documents.ts';
import { officeDaysLater, officeTimeNotAfter } from './office-time.ts';
import type { ProjectRecord, ProjectStatus } from './projects.ts';

const PROGRESS: readonly ProjectStatus[] = ['planning', 'tendering', 'evaluation', 'awarded', 'in-execution', 'closed'];

// [document, type, first status that has it, days after the project's start]
const ROOT_DOCUMENTS: readonly [string, DocumentType, ProjectStatus, number][] = [
  ['Memoria justificativa de la necesidad del contrato', 'informe', 'planning', -20],
  ['Pliego de cláusulas administrativas particulares', 'pliego', 'tendering', 0],
  ['Pliego de prescripciones técnicas', 'pliego', 'tendering', 0],
  ['Anuncio de licitación', 'anuncio', 'tendering', 1],
  ['Acta de la mesa de contratación: apertura de ofertas', 'acta', 'evaluation', 35],
  ['Informe de valoración de las ofertas', 'informe', 'evaluation', 50],
  ['Resolución de adjudicación', 'resolucion', 'awarded', 70],
  ['Contrato formalizado', 'contrato', 'in-execution', 90],
  ['Acta de recepción', 'acta', 'closed', 400],
];

function reached(status: ProjectStatus, step: ProjectStatus): boolean {
  return PROGRESS.indexOf(status) >= PROGRESS.indexOf(step);
}

function plan(project: ProjectRecord, title: string, type: DocumentType, days: number, now: Date): DocumentPlan {
  return {
    title,
    type,
    targetId: project._id,
    projectId: project._id,
    status: 'published',
    // On a working day; documents of future steps are never dated after the seed's `now`.
    issuedAt: officeTimeNotAfter(officeDaysLater(project.startDate, days), now),
    description: `${title} del expediente ${project.code}: ${project.name}.`,
    folder: `files/expedientes/${project.code}`,
    files: [],
  };
}

export function projectDocumentPlans(projects: readonly ProjectRecord[], now: Date): DocumentPlan[] {
  const plans: DocumentPlan[] = [];
  for (const project of projects) {
    if (project.parentId === null) {
      for (const [title, type, step, days] of ROOT_DOCUMENTS) {
        if (reached(project.status, step)) plans.push(plan(project, title, type, days, now));
      }
      if (project.status === 'cancelled')
        plans.push(plan(project, 'Resolución de desistimiento del procedimiento', 'resolucion', 60, now));
    } else if (reached(project.status, 'awarded')) {
      plans.push(plan(project, 'Contrato formalizado', 'contrato', 10, now));
    }
  }
  return plans;
}
