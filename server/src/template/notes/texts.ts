// Spanish sample texts of the notes seed. A note's checklist items are its own (a shopping list holds groceries).
export const LABEL_TITLES = ['Familia', 'Trabajo', 'Tareas', 'Prioritario', 'Personal', 'Amigos'] as const;

interface NoteText {
  title: string;
  content: string;
  /** The note's checklist, in order; a note without one has `tasks: null`. */
  tasks?: readonly string[];
}

export const NOTES: readonly NoteText[] = [
  {
    title: 'Reunión con la mesa de contratación',
    content: 'Revisar el orden del día y enviar la convocatoria antes del jueves.',
  },
  { title: 'Lista de la compra', content: '', tasks: ['Tomates', 'Pan', 'Leche', 'Aceite de oliva', 'Fruta'] },
  {
    title: 'Ideas para el informe anual',
    content: 'Incluir un apartado sobre contratos menores y su evolución por trimestre.',
  },
  { title: 'Llamar al servicio técnico', content: 'La impresora de la segunda planta vuelve a atascarse.' },
  {
    title: 'Documentación pendiente',
    content: '',
    tasks: ['Pliego de cláusulas administrativas', 'Informe de necesidad', 'Certificado de existencia de crédito'],
  },
  { title: 'Cumpleaños de Lucía', content: 'Comprar un regalo y reservar mesa para el sábado.' },
  {
    title: 'Plazos de alegaciones',
    content: 'El plazo de alegaciones del expediente 2025/CON/0087 termina el día 15.',
  },
  { title: 'Curso de contratación electrónica', content: 'Inscribirse antes de fin de mes; plazas limitadas.' },
  {
    title: 'Preparar la mudanza',
    content: '',
    tasks: ['Cajas de cartón', 'Cinta de embalar', 'Dar de baja la luz', 'Avisar al casero'],
  },
  { title: 'Libros recomendados', content: 'Manual de contratación pública, Ética en la gestión pública.' },
  {
    title: 'Revisión de indicadores de riesgo',
    content: 'Comparar los umbrales actuales con los del ejercicio anterior.',
  },
  { title: 'Vacaciones de verano', content: 'Confirmar las fechas con el equipo antes de reservar.' },
  {
    title: 'Adjudicación del expediente 2025/CON/0087',
    content: '',
    tasks: [
      'Acta de la mesa',
      'Propuesta de adjudicación',
      'Notificar a los licitadores',
      'Publicar en el perfil del contratante',
    ],
  },
  { title: 'Receta de gazpacho', content: 'Tomates maduros, pepino, pimiento, ajo, aceite de oliva, vinagre y sal.' },
  { title: 'Notas de la auditoría', content: 'Faltan las actas de recepción de tres contratos de obras.' },
];
