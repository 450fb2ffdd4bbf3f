// Texts of the seeded posts: training courses, management boards (with their documents' files) and news.
export interface CourseSeed {
  title: string;
  summary: string;
  hours: number;
}

export const COURSES: readonly CourseSeed[] = [
  {
    title: 'Curso de contratación pública electrónica',
    summary:
      'Licitación electrónica de principio a fin: preparación del expediente, presentación de ofertas y notificaciones.',
    hours: 20,
  },
  {
    title: 'Introducción a la Ley 9/2017 de Contratos del Sector Público',
    summary: 'Principios, tipos de contratos y procedimientos de adjudicación de la ley vigente.',
    hours: 30,
  },
  {
    title: 'Prevención del fraude y la corrupción en la contratación',
    summary: 'Cómo identificar banderas rojas y qué hacer ante una sospecha de irregularidad.',
    hours: 15,
  },
  {
    title: 'Gestión de conflictos de intereses: la DACI',
    summary: 'Declaraciones de ausencia de conflicto de intereses, su cruce con bases de datos y su seguimiento.',
    hours: 8,
  },
  {
    title: 'Contratos menores: límites y buenas prácticas',
    summary: 'Umbrales, justificación de la necesidad, prohibición del fraccionamiento y publicidad.',
    hours: 10,
  },
  {
    title: 'Criterios de adjudicación y ofertas anormalmente bajas',
    summary: 'Diseño de criterios vinculados al objeto del contrato y tramitación de las bajas temerarias.',
    hours: 12,
  },
  {
    title: 'Compra pública verde y cláusulas sociales',
    summary: 'Criterios medioambientales y sociales en los pliegos y su verificación en la ejecución.',
    hours: 10,
  },
  {
    title: 'Ejecución, modificación y resolución de los contratos',
    summary: 'Seguimiento del responsable del contrato, modificados, penalidades y resolución.',
    hours: 16,
  },
  {
    title: 'Fondos europeos del PRTR: control y verificación',
    summary: 'Obligaciones específicas de los contratos financiados con el Mecanismo de Recuperación y Resiliencia.',
    hours: 12,
  },
  {
    title: 'La mesa de contratación: funciones y funcionamiento',
    summary: 'Composición, actas, calificación de la documentación y propuesta de adjudicación.',
    hours: 6,
  },
  {
    title: 'El recurso especial en materia de contratación',
    summary: 'Actos recurribles, plazos y efectos de la interposición ante el tribunal administrativo.',
    hours: 8,
  },
  {
    title: 'Uso de la Plataforma de Contratación del Sector Público',
    summary: 'Perfil de contratante, publicación de anuncios y gestión de licitaciones en la plataforma.',
    hours: 6,
  },
  {
    title: 'Compra pública de innovación',
    summary: 'Consultas preliminares al mercado, asociación para la innovación y compra precomercial.',
    hours: 10,
  },
  {
    title: 'Indicadores de riesgo en la contratación pública',
    summary: 'Uso de indicadores automáticos para priorizar la supervisión de expedientes.',
    hours: 8,
  },
];
/** Courses from this index on are drafts. */
export const PUBLISHED_COURSES = 12;

export interface BoardDocumentSeed {
  type: 'acta' | 'informe' | 'resolucion' | 'anuncio';
  title: string;
  files: readonly string[];
}

export interface BoardSeed {
  title: string;
  /** `{year}` is the year of the post date. */
  edition: string;
  daysAgo: number;
  status: 'published' | 'archived' | 'draft';
  documents: readonly BoardDocumentSeed[];
}

export const BOARDS: readonly BoardSeed[] = [
  {
    title: 'Acta de la comisión de seguimiento n.º 12',
    edition: 'Sesión 12/{year}',
    daysAgo: 6,
    status: 'published',
    documents: [
      { type: 'acta', title: 'Acta de la comisión de seguimiento n.º 12', files: ['acta-comision-12.pdf'] },
      { type: 'informe', title: 'Indicadores presentados en la sesión 12', files: ['indicadores-sesion-12.png'] },
    ],
  },
  {
    title: 'Informe trimestral de supervisión de la contratación',
    edition: '1.er trimestre {year}',
    daysAgo: 20,
    status: 'published',
    documents: [
      {
        type: 'informe',
        title: 'Informe trimestral de supervisión',
        files: ['informe-trimestral-t1.pdf', 'adjudicaciones-por-procedimiento-t1.png'],
      },
    ],
  },
  {
    title: 'Cuadro de mando de contratos menores',
    edition: 'Corte mensual',
    daysAgo: 35,
    status: 'published',
    documents: [
      {
        type: 'informe',
        title: 'Cuadro de mando de contratos menores',
        files: ['cuadro-mando-contratos-menores.pdf', 'contratos-menores-por-entidad.jpg'],
      },
    ],
  },
  {
    title: 'Plan anual de supervisión basado en riesgos',
    edition: 'Plan {year}',
    daysAgo: 50,
    status: 'published',
    documents: [
      {
        type: 'resolucion',
        title: 'Resolución de aprobación del plan anual de supervisión',
        files: ['resolucion-plan-anual.pdf'],
      },
      { type: 'anuncio', title: 'Anuncio de publicación del plan anual', files: ['anuncio-plan-anual.pdf'] },
    ],
  },
  {
    title: 'Seguimiento de expedientes con riesgo alto',
    edition: 'Corte bimestral',
    daysAgo: 64,
    status: 'published',
    documents: [
      {
        type: 'informe',
        title: 'Relación de expedientes con riesgo alto o crítico',
        files: ['expedientes-riesgo-alto.pdf', 'mapa-de-riesgos.png'],
      },
    ],
  },
  {
    title: 'Acta de la comisión de seguimiento n.º 11',
    edition: 'Sesión 11/{year}',
    daysAgo: 80,
    status: 'published',
    documents: [{ type: 'acta', title: 'Acta de la comisión de seguimiento n.º 11', files: ['acta-comision-11.pdf'] }],
  },
  {
    title: 'Cumplimiento de los plazos de pago a proveedores',
    edition: '4.º trimestre',
    daysAgo: 100,
    status: 'published',
    documents: [
      {
        type: 'informe',
        title: 'Periodo medio de pago a proveedores',
        files: ['periodo-medio-pago.pdf', 'evolucion-pmp.jpeg'],
      },
    ],
  },
  {
    title: 'Indicadores de concurrencia en las licitaciones',
    edition: 'Balance anual',
    daysAgo: 130,
    status: 'published',
    documents: [
      {
        type: 'informe',
        title: 'Indicadores de concurrencia',
        files: ['indicadores-concurrencia.pdf', 'licitadores-por-procedimiento.png'],
      },
    ],
  },
  {
    title: 'Acta de la comisión de seguimiento n.º 10',
    edition: 'Sesión 10/{year}',
    daysAgo: 220,
    status: 'archived',
    documents: [{ type: 'acta', title: 'Acta de la comisión de seguimiento n.º 10', files: ['acta-comision-10.pdf'] }],
  },
  {
    title: 'Acta de la comisión de seguimiento n.º 13',
    edition: 'Sesión 13/{year}',
    daysAgo: 1,
    status: 'draft',
    documents: [
      {
        type: 'acta',
        title: 'Borrador del acta de la comisión de seguimiento n.º 13',
        files: ['acta-comision-13-borrador.pdf'],
      },
    ],
  },
];

export const NEWS: readonly [title: string, summary: string][] = [
  [
    'Nueva guía de buenas prácticas en contratos menores',
    'La oficina publica una guía actualizada con modelos de memoria justificativa.',
  ],
  [
    'Abierto el plazo de inscripción en los cursos del segundo semestre',
    'Las inscripciones se realizan desde el espacio de capacitación.',
  ],
  [
    'La oficina presenta su memoria anual de actividad',
    'La memoria recoge las actuaciones de supervisión y las recomendaciones emitidas.',
  ],
  [
    'Actualización de los umbrales comunitarios de contratación',
    'Se recuerdan los nuevos importes de los contratos sujetos a regulación armonizada.',
  ],
];
