// Spanish sample texts of the notes seed. A note's checklist items are its own (a shopping list holds groceries).
export const LABEL_TITLES = ['Familia', 'Trabajo', 'Tareas', 'Prioritario', 'Personal', 'Amigos'] as const;
type LabelTitle = (typeof LABEL_TITLES)[number];

interface NoteText {
  title: string;
  content: string;
  /** The labels that fit the note (a work note is not a family one). */
  labels: readonly LabelTitle[];
  /** The note's checklist, in order; a note without one has `tasks: null`. */
  tasks?: readonly string[];
}

export const NOTES: readonly NoteText[] = [
  {
    title: 'Reunión con la mesa de contratación',
    labels: ['Trabajo', 'Prioritario'],
    content: 'Revisar el orden del día y enviar la convocatoria antes del jueves.',
  },
  {
    title: 'Lista de la compra',
    labels: ['Familia'],
    content: '',
    tasks: ['Tomates', 'Pan', 'Leche', 'Aceite de oliva', 'Fruta'],
  },
  {
    title: 'Ideas para el informe anual',
    labels: ['Trabajo'],
    content: 'Incluir un apartado sobre contratos menores y su evolución por trimestre.',
  },
  {
    title: 'Llamar al servicio técnico',
    labels: ['Tareas'],
    content: 'La impresora de la segunda planta vuelve a atascarse.',
  },
  {
    title: 'Documentación pendiente',
    labels: ['Trabajo', 'Tareas'],
    content: '',
    tasks: ['Pliego de cláusulas administrativas', 'Informe de necesidad', 'Certificado de existencia de crédito'],
  },
  { title: 'Cumpleaños de Lucía', labels: ['Amigos'], content: 'Comprar un regalo y reservar mesa para el sábado.' },
  {
    title: 'Plazos de alegaciones',
    labels: ['Trabajo', 'Prioritario'],
    content: 'El plazo de alegaciones del expediente 2025/CON/0087 termina el día 15.',
  },
  {
    title: 'Curso de contratación electrónica',
    labels: ['Trabajo'],
    content: 'Inscribirse antes de fin de mes; plazas limitadas.',
  },
  {
    title: 'Preparar la mudanza',
    labels: ['Familia', 'Tareas'],
    content: '',
    tasks: ['Cajas de cartón', 'Cinta de embalar', 'Dar de baja la luz', 'Avisar al casero'],
  },
  {
    title: 'Libros recomendados',
    labels: ['Personal'],
    content: 'Manual de contratación pública, Ética en la gestión pública.',
  },
  {
    title: 'Revisión de indicadores de riesgo',
    labels: ['Trabajo'],
    content: 'Comparar los umbrales actuales con los del ejercicio anterior.',
  },
  {
    title: 'Vacaciones de verano',
    labels: ['Familia', 'Personal'],
    content: 'Confirmar las fechas con el equipo antes de reservar.',
  },
  {
    title: 'Adjudicación del expediente 2025/CON/0087',
    labels: ['Trabajo', 'Prioritario'],
    content: '',
    tasks: [
      'Acta de la mesa',
      'Propuesta de adjudicación',
      'Notificar a los licitadores',
      'Publicar en el perfil del contratante',
    ],
  },
  {
    title: 'Receta de gazpacho',
    labels: ['Personal'],
    content: 'Tomates maduros, pepino, pimiento, ajo, aceite de oliva, vinagre y sal.',
  },
  {
    title: 'Notas de la auditoría',
    labels: ['Trabajo'],
    content: 'Faltan las actas de recepción de tres contratos de obras.',
  },
];
