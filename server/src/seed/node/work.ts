// Back-office work on the projects: tasks assigned to staff and the costs charged to each project.
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { euros, newId, pick, stamps } from './helpers.ts';
import { isoOfficeTimeBetween } from './office-time.ts';
import { supplier } from './organizations.ts';
import type { ProjectRecord } from './projects.ts';

const TASKS: readonly [title: string, description: string][] = [
  [
    'Revisar el pliego de cláusulas administrativas particulares',
    'Comprobar la adecuación de los criterios de solvencia y adjudicación a la ley.',
  ],
  [
    'Verificar la publicación en la Plataforma de Contratación',
    'Confirmar que el anuncio y los pliegos se publicaron en plazo en el perfil de contratante.',
  ],
  [
    'Comprobar las declaraciones de ausencia de conflicto de intereses',
    'Cruzar las DACI de los miembros de la mesa con los licitadores presentados.',
  ],
  ['Analizar la concurrencia de licitadores', 'Revisar el número de ofertas y la existencia de licitador único.'],
  [
    'Preparar el informe de valoración de ofertas',
    'Redactar el informe técnico con la puntuación de los criterios sujetos a juicio de valor.',
  ],
  [
    'Revisar la justificación de la oferta anormalmente baja',
    'Valorar si la justificación presentada por el licitador es suficiente.',
  ],
  [
    'Verificar la solvencia del adjudicatario',
    'Comprobar la documentación acreditativa de la solvencia económica y técnica.',
  ],
  [
    'Controlar las certificaciones de obra',
    'Contrastar las certificaciones mensuales con la medición real de la obra ejecutada.',
  ],
  [
    'Revisar la propuesta de modificado',
    'Comprobar que el modificado está previsto en los pliegos y no altera la naturaleza del contrato.',
  ],
  [
    'Supervisar el cumplimiento de las cláusulas sociales',
    'Solicitar al contratista la acreditación de las condiciones especiales de ejecución.',
  ],
  ['Evaluar el riesgo del expediente', 'Aplicar el esquema de revisión y registrar la evaluación de riesgos.'],
  [
    'Atender el requerimiento del tribunal de recursos',
    'Remitir el expediente y el informe del órgano de contratación.',
  ],
];
const STATUSES = ['todo', 'in-progress', 'blocked', 'done', 'cancelled'] as const;
const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
const TASK_COUNT = 32;
const TASKS_OF_FIRST = 8;

export function seedTasks(
  context: SeedContext,
  projects: readonly ProjectRecord[],
  assignees: readonly string[],
): StoredRecord[] {
  const faker = seededFaker(context, 'node.tasks');
  return Array.from({ length: TASK_COUNT }, (_, index) => {
    const [title, description] = TASKS[index % TASKS.length] ?? TASKS[0] ?? ['', ''];
    const status = faker.helpers.weightedArrayElement(
      STATUSES.map((value, rank) => ({ value, weight: [4, 4, 1, 3, 1][rank] ?? 1 })),
    );
    const record = stamps(faker, context.now, 120);
    const _id = newId(faker);
    const projectId = pick(faker, projects)._id;
    const drawn = pick(faker, assignees);
    return {
      _id,
      title,
      description,
      projectId,
      // Every eighth is the first staff member's (the seeded administrator, who signs in first): a back-office home
      // shows its person's tasks. The draw is made all the same, so the rest of the seed stays as it was.
      assigneeId: index % TASKS_OF_FIRST === 0 ? (assignees[0] ?? drawn) : drawn,
      status,
      priority: pick(faker, PRIORITIES),
      dueDate: isoOfficeTimeBetween(faker, context.now, -30, 60),
      ...(status === 'done' ? { completedAt: record.updatedAt } : {}),
      ...record,
    };
  });
}

const COST_CATEGORY: Record<string, string> = { obras: 'obra', servicios: 'servicio', suministros: 'suministro' };
const COST_STATUSES = ['committed', 'invoiced', 'paid', 'paid', 'paid', 'cancelled'] as const;

/** Costs of the projects already under way; planned ones only have an estimate. */
export function seedCosts(context: SeedContext, projects: readonly ProjectRecord[]): StoredRecord[] {
  const faker = seededFaker(context, 'node.costs');
  const costs: StoredRecord[] = [];
  for (const project of projects) {
    const company = supplier(faker);
    const isUnderWay = ['awarded', 'in-execution', 'closed'].includes(project.status);
    const count = isUnderWay ? faker.number.int({ min: 1, max: 3 }) : project.status === 'planning' ? 1 : 0;
    for (let number = 1; number <= count; number++) {
      const category = COST_CATEGORY[project.contractType] ?? 'servicio';
      costs.push({
        _id: newId(faker),
        projectId: project._id,
        concept: isUnderWay ? `Certificación n.º ${number}: ${project.name}` : `Estimación de gasto: ${project.name}`,
        category: number === 3 ? 'honorarios' : category,
        amount: euros(
          (project.budget.amount / faker.number.int({ min: 8, max: 24 })) * faker.number.float({ min: 0.8, max: 1.2 }),
        ),
        currency: 'EUR',
        incurredAt: isoOfficeTimeBetween(faker, context.now, -300, -1),
        ...(isUnderWay
          ? { supplier: company.name, supplierNif: company.nif, invoiceNumber: `F-${faker.string.numeric(6)}` }
          : {}),
        status: isUnderWay ? pick(faker, COST_STATUSES) : 'estimated',
        ...stamps(faker, context.now, 300),
      });
    }
  }
  return costs;
}
