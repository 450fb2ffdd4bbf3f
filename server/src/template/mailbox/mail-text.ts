// Spanish subjects and attachment samples for the seeded mails.
import type { Faker } from '@faker-js/faker';
import type { MailboxAttachment } from './types.ts';

export const MAIL_SUBJECTS = [
  'Convocatoria de la comisión de valoración',
  'Revisión del pliego de prescripciones técnicas',
  'Factura pendiente de conformidad',
  'Actas de la reunión del martes',
  'Solicitud de documentación adicional',
  'Recordatorio: plazo de presentación de ofertas',
  'Informe trimestral de auditoría',
  'Cambios en el calendario de formación',
  'Alta de nuevo proveedor',
  'Consulta sobre criterios de adjudicación',
  'Confirmación de pago',
  'Incidencia en la plataforma de licitación',
  'Propuesta de mejora del procedimiento',
  'Resumen semanal de expedientes',
  'Invitación: jornada sobre contratación electrónica',
  'Actualización de la matriz de riesgos',
  'Renovación del contrato de mantenimiento',
  'Datos de acceso al foro de compradores',
  'Petición de presupuesto',
  'Cierre del expediente 2018/042',
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
