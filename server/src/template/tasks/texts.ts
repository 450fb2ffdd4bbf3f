// Spanish sample texts of the tasks seed: 3 sections of 9 tasks, and sub-task titles.
export const SECTIONS = [
  {
    title: 'Preparación del expediente',
    tasks: [
      'Redactar el informe de necesidad',
      'Solicitar el certificado de existencia de crédito',
      'Revisar el pliego de cláusulas administrativas',
      'Revisar el pliego de prescripciones técnicas',
      'Definir los criterios de adjudicación',
      'Calcular el valor estimado del contrato',
      'Elegir el procedimiento de adjudicación',
      'Publicar el anuncio de licitación',
      'Resolver las consultas de los licitadores',
    ],
  },
  {
    title: 'Licitación y adjudicación',
    tasks: [
      'Convocar la mesa de contratación',
      'Abrir los sobres de documentación administrativa',
      'Requerir la subsanación de documentos',
      'Valorar las ofertas técnicas',
      'Detectar ofertas anormalmente bajas',
      'Elaborar la propuesta de adjudicación',
      'Notificar la adjudicación',
      'Atender el recurso especial',
      'Formalizar el contrato',
    ],
  },
  {
    title: 'Ejecución y supervisión',
    tasks: [
      'Nombrar a la persona responsable del contrato',
      'Comprobar el replanteo de la obra',
      'Revisar las certificaciones mensuales',
      'Tramitar la modificación del contrato',
      'Controlar los plazos de ejecución',
      'Verificar el pago a subcontratistas',
      'Levantar el acta de recepción',
      'Liquidar el contrato',
      'Archivar el expediente',
    ],
  },
] as const;

export const SUBTASKS = [
  'Reunir la documentación',
  'Revisar con el servicio jurídico',
  'Obtener la firma del órgano de contratación',
  'Subir el documento a la plataforma',
  'Comprobar los plazos legales',
  'Avisar a la intervención',
  'Preparar el resumen para la mesa',
  'Actualizar el registro de contratos',
  'Enviar la notificación',
  'Archivar una copia',
] as const;

export const NOTES = [
  'Consultar la instrucción interna antes de continuar.',
  'Pendiente de la respuesta de la unidad promotora.',
  'Coordinar con el área económica.',
  'Revisar los importes con IVA y sin IVA.',
  'Hay un modelo en la carpeta de normativa.',
] as const;

/** Tag titles as the template seeds them. */
export const TAG_TITLES = ['Api', 'Frontend', 'Bug', 'Backend', 'Urgent', 'Discuss'] as const;
