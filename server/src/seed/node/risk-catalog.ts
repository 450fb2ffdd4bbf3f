// Risk factors (red flags) of fraud and irregularities in public procurement, by procurement phase.
export type Phase = 'planificacion' | 'licitacion' | 'adjudicacion' | 'ejecucion';

export const PHASE_LABELS: Record<Phase, string> = {
  planificacion: 'planificación',
  licitacion: 'licitación',
  adjudicacion: 'adjudicación',
  ejecucion: 'ejecución',
};

export interface FactorSeed {
  name: string;
  phase: Phase;
  indicator: string;
  weight: number;
}

export const FACTORS: readonly FactorSeed[] = [
  {
    phase: 'planificacion',
    name: 'Fraccionamiento indebido del objeto del contrato',
    indicator: 'Contratos menores con el mismo objeto y adjudicatario que superan el umbral en un año.',
    weight: 0.9,
  },
  {
    phase: 'planificacion',
    name: 'Necesidad del contrato insuficientemente justificada',
    indicator: 'Memoria justificativa ausente o genérica.',
    weight: 0.5,
  },
  {
    phase: 'planificacion',
    name: 'Valor estimado sin estudio de mercado',
    indicator: 'No consta consulta de precios ni referencia a contratos análogos.',
    weight: 0.6,
  },
  {
    phase: 'planificacion',
    name: 'Elección injustificada del procedimiento negociado',
    indicator: 'Negociado sin publicidad sin causa legal acreditada.',
    weight: 0.8,
  },
  {
    phase: 'planificacion',
    name: 'Uso reiterado de contratos menores con el mismo proveedor',
    indicator: 'Más de tres contratos menores al mismo adjudicatario en el ejercicio.',
    weight: 0.7,
  },
  {
    phase: 'licitacion',
    name: 'Pliegos con especificaciones técnicas restrictivas',
    indicator: 'Referencias a marcas o características que solo cumple un operador.',
    weight: 0.8,
  },
  {
    phase: 'licitacion',
    name: 'Plazos de presentación de ofertas inusualmente cortos',
    indicator: 'Plazo inferior al mínimo legal o muy por debajo de la media de contratos análogos.',
    weight: 0.6,
  },
  {
    phase: 'licitacion',
    name: 'Publicidad insuficiente de la licitación',
    indicator: 'Anuncio no publicado en la Plataforma de Contratación o publicado tarde.',
    weight: 0.7,
  },
  {
    phase: 'licitacion',
    name: 'Criterios subjetivos con peso excesivo',
    indicator: 'Criterios sujetos a juicio de valor por encima del 50 % de la puntuación.',
    weight: 0.6,
  },
  {
    phase: 'licitacion',
    name: 'Solvencia exigida desproporcionada',
    indicator: 'Requisitos de solvencia no vinculados al objeto ni proporcionados al valor.',
    weight: 0.5,
  },
  {
    phase: 'adjudicacion',
    name: 'Licitador único en procedimiento abierto',
    indicator: 'Una sola oferta presentada en un procedimiento abierto.',
    weight: 0.7,
  },
  {
    phase: 'adjudicacion',
    name: 'Ofertas con precios sospechosamente similares',
    indicator: 'Diferencias entre ofertas inferiores al 1 % o patrones de redondeo comunes.',
    weight: 0.8,
  },
  {
    phase: 'adjudicacion',
    name: 'Rotación sistemática de adjudicatarios',
    indicator: 'Los mismos licitadores se alternan como adjudicatarios en contratos sucesivos.',
    weight: 0.9,
  },
  {
    phase: 'adjudicacion',
    name: 'Conflicto de intereses no declarado en la mesa',
    indicator: 'Vínculos entre miembros de la mesa y licitadores sin DACI o con DACI falsa.',
    weight: 1,
  },
  {
    phase: 'adjudicacion',
    name: 'Exclusión injustificada de licitadores',
    indicator: 'Exclusiones por defectos subsanables sin requerimiento de subsanación.',
    weight: 0.6,
  },
  {
    phase: 'adjudicacion',
    name: 'Oferta anormalmente baja aceptada sin justificación',
    indicator: 'Baja temeraria admitida sin informe técnico que la valore.',
    weight: 0.6,
  },
  {
    phase: 'ejecucion',
    name: 'Modificaciones contractuales sucesivas',
    indicator: 'Modificados que acumulan más del 20 % del precio inicial.',
    weight: 0.8,
  },
  {
    phase: 'ejecucion',
    name: 'Ampliaciones de plazo reiteradas',
    indicator: 'Dos o más prórrogas del plazo de ejecución sin causa imputable a la Administración.',
    weight: 0.5,
  },
  {
    phase: 'ejecucion',
    name: 'Facturación por encima de lo ejecutado',
    indicator: 'Certificaciones que no se corresponden con la medición real.',
    weight: 0.9,
  },
  {
    phase: 'ejecucion',
    name: 'Subcontratación no autorizada',
    indicator: 'Trabajos ejecutados por empresas no comunicadas al órgano de contratación.',
    weight: 0.7,
  },
  {
    phase: 'ejecucion',
    name: 'Recepción sin comprobación material',
    indicator: 'Acta de recepción firmada sin asistencia de la intervención cuando es preceptiva.',
    weight: 0.6,
  },
];

// [code, name, contract type]
export const REVIEW_SCHEMAS: readonly [string, string, string][] = [
  ['ESQ-OBRAS', 'Esquema de revisión de contratos de obras', 'obras'],
  ['ESQ-SERVICIOS', 'Esquema de revisión de contratos de servicios', 'servicios'],
  ['ESQ-SUMINISTROS', 'Esquema de revisión de contratos de suministro', 'suministros'],
  ['ESQ-CONCESIONES', 'Esquema de revisión de concesiones de servicios', 'concesion-servicios'],
  ['ESQ-MENORES', 'Esquema de revisión de contratos menores', 'servicios'],
  ['ESQ-MODIFICADOS', 'Esquema de revisión de modificaciones contractuales', 'mixto'],
];
