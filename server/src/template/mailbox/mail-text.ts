// Spanish subjects and attachment samples for the seeded mails.
import type { Faker } from '@faker-js/faker';
import type { MailboxAttachment } from './types.ts';

/** The seed's mails: each subject with a body about it (paragraphs of plain text). */
export const MAIL_TEXTS: readonly { subject: string; body: readonly string[] }[] = [
  {
    subject: 'Convocatoria de la comisión de valoración',
    body: [
      'La comisión de valoración se reunirá el martes a las 9:30 en la sala 2 para puntuar las ofertas técnicas.',
      'Te envío el orden del día; confirma tu asistencia antes del lunes, por favor.',
    ],
  },
  {
    subject: 'Revisión del pliego de prescripciones técnicas',
    body: [
      'He revisado el borrador del pliego de prescripciones técnicas y faltan los niveles de servicio del apartado 4.',
      'Conviene también concretar las penalidades por incumplimiento antes de publicarlo.',
    ],
  },
  {
    subject: 'Factura pendiente de conformidad',
    body: [
      'La factura de octubre del servicio de mantenimiento sigue pendiente de conformidad.',
      'Hemos detectado una discrepancia en el importe: no coincide con la certificación del mes.',
    ],
  },
  {
    subject: 'Actas de la reunión del martes',
    body: ['He subido las actas firmadas de la reunión del martes a la carpeta compartida del expediente.'],
  },
  {
    subject: 'Solicitud de documentación adicional',
    body: [
      'Para completar el expediente necesitamos el certificado de estar al corriente con la Seguridad Social.',
      'El plazo para aportarlo es de diez días hábiles desde la recepción de este mensaje.',
    ],
  },
  {
    subject: 'Recordatorio: plazo de presentación de ofertas',
    body: [
      'Te recuerdo que el plazo de presentación de ofertas termina el día 15 a las 14:00.',
      'Las ofertas se presentan solo por la plataforma de licitación electrónica.',
    ],
  },
  {
    subject: 'Informe trimestral de auditoría',
    body: [
      'Adjunto el informe trimestral de auditoría con las observaciones sobre los contratos menores.',
      'La auditoría interna ha pedido copia de los expedientes que superan los umbrales.',
    ],
  },
  {
    subject: 'Cambios en el calendario de formación',
    body: [
      'La sesión sobre contratación electrónica pasa del jueves al viernes, a la misma hora.',
      'El resto del calendario de formación no cambia.',
    ],
  },
  {
    subject: 'Alta de nuevo proveedor',
    body: [
      'Hemos dado de alta al nuevo proveedor en el registro de licitadores.',
      'Antes del primer pedido hay que actualizar sus datos bancarios y de contacto.',
    ],
  },
  {
    subject: 'Consulta sobre criterios de adjudicación',
    body: [
      'Un licitador pregunta cómo se valorará la mejora del plazo de entrega.',
      'Conviene responder en la plataforma para que todos los licitadores vean la aclaración.',
    ],
  },
  {
    subject: 'Confirmación de pago',
    body: ['El pago de la factura se ha tramitado correctamente y aparecerá en la cuenta en dos días hábiles.'],
  },
  {
    subject: 'Incidencia en la plataforma de licitación',
    body: [
      'Varios licitadores no pueden firmar sus ofertas en la plataforma desde esta mañana.',
      'Hemos abierto una incidencia con soporte técnico y valoramos ampliar el plazo de presentación.',
    ],
  },
  {
    subject: 'Propuesta de mejora del procedimiento',
    body: [
      'Propongo unificar los modelos de informe de necesidad para los contratos de servicios.',
      'Me parece que ahorraría tiempo a las unidades promotoras; lo comentamos en la próxima reunión.',
    ],
  },
  {
    subject: 'Resumen semanal de expedientes',
    body: [
      'Esta semana se han publicado tres licitaciones y se han adjudicado dos contratos.',
      'Quedan cuatro expedientes pendientes del informe de fiscalización previa.',
    ],
  },
  {
    subject: 'Invitación: jornada sobre contratación electrónica',
    body: [
      'Te invitamos a la jornada sobre contratación electrónica del día 20 en el centro de formación.',
      'Las plazas son limitadas; inscríbete antes del viernes.',
    ],
  },
  {
    subject: 'Actualización de la matriz de riesgos',
    body: [
      'Hemos actualizado la matriz de riesgos con los nuevos indicadores de ofertas anormalmente bajas.',
      'Revisa los umbrales de tu área y dime si hay que ajustar alguno.',
    ],
  },
  {
    subject: 'Renovación del contrato de mantenimiento',
    body: [
      'El contrato de mantenimiento de ascensores vence el 31 de diciembre.',
      'Hay que decidir este mes si se prorroga o se licita de nuevo.',
    ],
  },
  {
    subject: 'Datos de acceso al foro de compradores',
    body: [
      'Te envío los datos de acceso al foro de compradores públicos.',
      'La contraseña inicial caduca en 48 horas; cámbiala al entrar por primera vez.',
    ],
  },
  {
    subject: 'Petición de presupuesto',
    body: [
      'Necesitamos un presupuesto para la sustitución de las luminarias del edificio de la sede central.',
      'Indica el plazo de ejecución y el periodo de garantía.',
    ],
  },
  {
    subject: 'Cierre del expediente 2018/042',
    body: [
      'El expediente 2018/042 ya está liquidado: se ha devuelto la garantía definitiva al contratista.',
      'Puedes archivarlo cuando quieras.',
    ],
  },
];

/**
 * Photos carry as `preview` one of the template's own preview files (the template shows
 * `images/apps/mailbox/<preview>`; the server draws any such path too); other files the extension, as the
 * template's `pdf` (it shows a file-type badge for them).
 */
const FILES: Omit<MailboxAttachment, 'size' | 'downloadUrl'>[] = [
  { type: 'application/pdf', name: 'acta-comision.pdf', preview: 'pdf' },
  { type: 'application/pdf', name: 'pliego-tecnico.pdf', preview: 'pdf' },
  { type: 'image/jpeg', name: 'foto-aerea-obra.jpg', preview: 'birds-eye-sydney_preview.jpg' },
  { type: 'image/png', name: 'foto-emplazamiento.png', preview: 'lake-of-carrezza_preview.png' },
  { type: 'image/jpeg', name: 'foto-parcela.jpg', preview: 'mystery-forest_preview.jpg' },
  {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    name: 'presupuesto-2018.xlsx',
    preview: 'xlsx',
  },
  {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    name: 'informe-auditoria.docx',
    preview: 'docx',
  },
];

export function mailAttachments(faker: Faker): MailboxAttachment[] {
  return faker.helpers.arrayElements(FILES, { min: 1, max: 3 }).map((file) => ({
    ...file,
    size: faker.number.int({ min: 8_000, max: 2_500_000 }),
    downloadUrl: '',
  }));
}
