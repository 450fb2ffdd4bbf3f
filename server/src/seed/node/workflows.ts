// Procedure definitions of the personal space and the requests ("my requests and procedures")
// web users have filed with them.
import type { Faker } from '@faker-js/faker';
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { code, newId, pick, stamps } from './helpers.ts';
import { isoOfficeTimeBetween, officeTimeNotAfter } from './office-time.ts';
import type { AccountRecord } from './people.ts';

interface DefinitionSeed {
  code: string;
  title: string;
  description: string;
  steps: readonly [name: string, role: string][];
  fields: readonly [name: string, label: string, values: readonly string[]][];
}

const DEFINITIONS: readonly DefinitionSeed[] = [
  {
    code: 'WF-CERT',
    title: 'Solicitud de certificado de formación',
    description: 'Pide el certificado de aprovechamiento de un curso superado.',
    steps: [
      ['Presentación de la solicitud', 'workflow:user'],
      ['Comprobación del expediente formativo', 'capacitacion:admin'],
      ['Emisión del certificado', 'capacitacion:admin'],
    ],
    fields: [
      [
        'curso',
        'Curso',
        [
          'Curso de contratación pública electrónica',
          'Contratos menores: límites y buenas prácticas',
          'Gestión de conflictos de intereses: la DACI',
        ],
      ],
    ],
  },
  {
    code: 'WF-CONSULTA',
    title: 'Consulta sobre un procedimiento de contratación',
    description: 'Plantea una duda sobre la tramitación de un expediente a la oficina.',
    steps: [
      ['Presentación de la consulta', 'workflow:user'],
      ['Estudio por la asesoría jurídica', 'workflow:admin'],
      ['Respuesta', 'workflow:admin'],
    ],
    fields: [
      [
        'consulta',
        'Consulta',
        [
          '¿Puede tramitarse como contrato menor un servicio de mantenimiento anual?',
          '¿Qué plazo mínimo de presentación de ofertas rige en el procedimiento abierto simplificado?',
        ],
      ],
    ],
  },
  {
    code: 'WF-IRREGULARIDAD',
    title: 'Comunicación de posibles irregularidades',
    description: 'Comunica de forma confidencial hechos que pueden constituir una irregularidad en la contratación.',
    steps: [
      ['Comunicación', 'workflow:user'],
      ['Análisis preliminar', 'riesgos:analyst'],
      ['Resolución de admisión', 'riesgos:review'],
      ['Cierre', 'riesgos:review'],
    ],
    fields: [
      [
        'hechos',
        'Descripción de los hechos',
        [
          'Se repiten contratos menores con el mismo proveedor para un servicio continuado.',
          'Un miembro de la mesa de contratación tiene relación familiar con un licitador.',
        ],
      ],
    ],
  },
  {
    code: 'WF-ACCESO',
    title: 'Solicitud de acceso a un expediente',
    description: 'Pide acceso a la documentación de un expediente de contratación supervisado.',
    steps: [
      ['Presentación de la solicitud', 'workflow:user'],
      ['Resolución de acceso', 'workflow:admin'],
    ],
    fields: [
      [
        'motivo',
        'Motivo',
        [
          'Preparación de un recurso especial en materia de contratación.',
          'Comprobación de la valoración de mi oferta.',
        ],
      ],
    ],
  },
  {
    code: 'WF-INSCRIPCION',
    title: 'Inscripción en una acción formativa',
    description: 'Solicita una plaza en un curso del espacio de capacitación.',
    steps: [
      ['Solicitud de plaza', 'workflow:user'],
      ['Admisión', 'capacitacion:admin'],
    ],
    fields: [
      [
        'curso',
        'Curso',
        [
          'Fondos europeos del PRTR: control y verificación',
          'Compra pública verde y cláusulas sociales',
          'Uso de la Plataforma de Contratación del Sector Público',
        ],
      ],
    ],
  },
];
const STATUSES = ['draft', 'submitted', 'in-review', 'approved', 'rejected', 'closed'] as const;
type Status = (typeof STATUSES)[number];
const INSTANCE_COUNT = 22;

function stepsFor(faker: Faker, now: Date, seed: DefinitionSeed, status: Status | 'definition', submittedAt: string) {
  const count = seed.steps.length;
  const done =
    status === 'approved' || status === 'closed' ? count : status === 'draft' || status === 'definition' ? 0 : 1;
  return seed.steps.map(([name, role], index) => {
    const order = index + 1;
    let stepStatus = 'pending';
    if (order <= done) stepStatus = 'completed';
    else if (status === 'in-review' && order === 2) stepStatus = 'current';
    else if (status === 'rejected') stepStatus = order === 2 ? 'rejected' : 'skipped';
    const step: Record<string, unknown> = { order, name, role, status: stepStatus };
    if (stepStatus === 'completed' || stepStatus === 'rejected') {
      step.completedAt = officeTimeNotAfter(isoOfficeTimeBetween(faker, new Date(submittedAt), order - 1, order), now);
    }
    if (stepStatus === 'rejected') step.comment = 'La solicitud no reúne los requisitos; puede presentar una nueva.';
    return step;
  });
}

/** Definitions first, then instances: Lucía's first, the rest spread over web users with the workflow module. */
export function seedWorkflows(context: SeedContext, requesters: readonly AccountRecord[]): StoredRecord[] {
  const faker = seededFaker(context, 'node.workflows');
  const definitions = DEFINITIONS.map((seed) => ({
    _id: newId(faker),
    kind: 'definition',
    code: seed.code,
    title: seed.title,
    description: seed.description,
    status: 'approved',
    steps: stepsFor(faker, context.now, seed, 'definition', context.now.toISOString()),
    currentStep: 0,
    ...stamps(faker, context.now, 800),
  }));
  const year = context.now.getUTCFullYear();
  const instances = Array.from({ length: INSTANCE_COUNT }, (_, index) => {
    const definitionIndex = index % DEFINITIONS.length;
    const seed = DEFINITIONS[definitionIndex] as DefinitionSeed;
    // The first six requests are Lucía's and cover every status.
    const requester = index < STATUSES.length ? (requesters[0] as AccountRecord) : pick(faker, requesters);
    const status = index < STATUSES.length ? (STATUSES[index] as Status) : pick(faker, STATUSES);
    const record = stamps(faker, context.now, 150);
    const submittedAt = isoOfficeTimeBetween(faker, new Date(record.createdAt), 0, 1);
    const done = status === 'approved' || status === 'closed';
    return {
      _id: newId(faker),
      kind: 'instance',
      definitionId: (definitions[definitionIndex] as StoredRecord)._id,
      code: code('SOL', year, index + 1),
      title: seed.title,
      description: seed.description,
      requesterId: requester._id,
      personId: requester.personId,
      status,
      steps: stepsFor(faker, context.now, seed, status, submittedAt),
      currentStep: status === 'draft' ? 0 : done ? seed.steps.length : 2,
      ...(status === 'draft' ? {} : { submittedAt }),
      data: seed.fields.map(([name, label, values]) => ({ name, label, value: pick(faker, values) })),
      ...record,
    };
  });
  return [...definitions, ...instances];
}
