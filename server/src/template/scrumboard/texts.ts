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

export const CARD_TITLES = [
  'Revisar el pliego del servicio de limpieza',
  'Solicitar informe jurídico sobre la prórroga',
  'Publicar la licitación de material sanitario',
  'Valorar las ofertas de mantenimiento de ascensores',
  'Preparar la mesa de contratación del jueves',
  'Contestar las preguntas de los licitadores',
  'Comprobar la solvencia del adjudicatario',
  'Redactar la propuesta de adjudicación',
  'Revisar la modificación del contrato de obras',
  'Validar las certificaciones de marzo',
  'Formalizar el contrato de suministro eléctrico',
  'Publicar el anuncio de formalización',
] as const;

export const CARD_DESCRIPTION =
  'Comprobar que los criterios de adjudicación están vinculados al objeto del contrato y que las fórmulas de valoración son las publicadas.';

export const LABEL_TITLES = ['Obras', 'Servicios', 'Suministros', 'Urgente', 'Incidencia'] as const;
