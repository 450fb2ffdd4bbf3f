// Spanish sample texts of the scrumboard seed.
export const BOARDS = [
  {
    title: 'Seguimiento de licitaciones',
    description: 'Expedientes en curso de la unidad de contratación',
    icon: 'heroicons_outline:clipboard-document-list',
  },
  {
    title: 'Plan de auditoría 2026',
    description: 'Actuaciones de fiscalización programadas',
    icon: 'heroicons_outline:magnifying-glass',
  },
  {
    title: 'Formación interna',
    description: 'Cursos y sesiones para el personal',
    icon: 'heroicons_outline:academic-cap',
  },
] as const;

export const LIST_TITLES = ['Pendiente', 'En curso', 'En revisión', 'Terminado'] as const;
/** Cards per list of the first board: 12 in all, the longest list reaching position 5 × 65536. */
export const CARDS_PER_LIST = [3, 5, 2, 2] as const;

/** The first board's cards, in list order, each with the labels that fit it: the kind of contract it is about (one at
 * most), and whether it is urgent or about an incident. */
export const CARDS: readonly { title: string; labels: readonly LabelTitle[] }[] = [
  { title: 'Revisar el pliego del servicio de limpieza', labels: ['Servicios', 'Urgente'] },
  { title: 'Solicitar informe jurídico sobre la prórroga', labels: ['Servicios'] },
  { title: 'Publicar la licitación de material sanitario', labels: ['Suministros'] },
  { title: 'Valorar las ofertas de mantenimiento de ascensores', labels: ['Servicios'] },
  { title: 'Preparar la mesa de contratación del jueves', labels: ['Urgente'] },
  { title: 'Contestar las preguntas de los licitadores', labels: [] },
  { title: 'Comprobar la solvencia del adjudicatario', labels: ['Obras'] },
  { title: 'Redactar la propuesta de adjudicación', labels: ['Obras'] },
  { title: 'Revisar la modificación del contrato de obras', labels: ['Obras', 'Incidencia'] },
  { title: 'Validar las certificaciones de marzo', labels: ['Obras', 'Urgente'] },
  { title: 'Formalizar el contrato de suministro eléctrico', labels: ['Suministros', 'Incidencia'] },
  { title: 'Publicar el anuncio de formalización', labels: ['Suministros'] },
];

export const CARD_DESCRIPTION =
  'Comprobar que los criterios de adjudicación están vinculados al objeto del contrato y que las fórmulas de valoración son las publicadas.';

export const LABEL_TITLES = ['Obras', 'Servicios', 'Suministros', 'Urgente', 'Incidencia'] as const;
type LabelTitle = (typeof LABEL_TITLES)[number];
