// Spanish sample texts of the notes seed.
export const LABEL_TITLES = ['Familia', 'Trabajo', 'Tareas', 'Prioritario', 'Personal', 'Amigos'] as const;

export const NOTES = [
  {
    title: 'Reunión con la mesa de contratación',
    content: 'Revisar el orden del día y enviar la convocatoria antes del jueves.',
  },
  { title: 'Lista de la compra', content: '' },
  {
    title: 'Ideas para el informe anual',
    content: 'Incluir un apartado sobre contratos menores y su evolución por trimestre.',
  },
  { title: 'Llamar al servicio técnico', content: 'La impresora de la segunda planta vuelve a atascarse.' },
  { title: 'Documentación pendiente', content: '' },
  { title: 'Cumpleaños de Lucía', content: 'Comprar un regalo y reservar mesa para el sábado.' },
  {
    title: 'Plazos de alegaciones',
    content: 'El plazo de alegaciones del expediente 2025/CON/0087 termina el día 15.',
  },
  { title: 'Curso de contratación electrónica', content: 'Inscribirse antes de fin de mes; plazas limitadas.' },
  { title: 'Preparar la mudanza', content: '' },
  { title: 'Libros recomendados', content: 'Manual de contratación pública, Ética en la gestión pública.' },
  {
    title: 'Revisión de indicadores de riesgo',
    content: 'Comparar los umbrales actuales con los del ejercicio anterior.',
  },
  { title: 'Vacaciones de verano', content: 'Confirmar las fechas con el equipo antes de reservar.' },
  { title: 'Contraseñas del archivo', content: 'Pedir a sistemas que restablezca el acceso al archivo histórico.' },
  { title: 'Receta de gazpacho', content: 'Tomates maduros, pepino, pimiento, ajo, aceite de oliva, vinagre y sal.' },
  { title: 'Notas de la auditoría', content: 'Faltan las actas de recepción de tres contratos de obras.' },
] as const;

export const CHECKLIST_ITEMS = [
  'Pliego de cláusulas administrativas',
  'Informe de necesidad',
  'Certificado de existencia de crédito',
  'Tomates',
  'Pan',
  'Leche',
  'Aceite de oliva',
  'Cajas de cartón',
  'Cinta de embalar',
  'Dar de baja la luz',
  'Avisar al casero',
  'Acta de la mesa',
  'Propuesta de adjudicación',
  'Fruta',
  'Café',
  'Rotuladores',
] as const;
