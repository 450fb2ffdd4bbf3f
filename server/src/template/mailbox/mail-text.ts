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

const FILES: Omit<MailboxAttachment, 'size' | 'preview' | 'downloadUrl'>[] = [
  { type: 'application/pdf', name: 'acta-comision.pdf' },
  { type: 'application/pdf', name: 'pliego-tecnico.pdf' },
  { type: 'image/jpeg', name: 'foto-obra.jpg' },
  { type: 'image/png', name: 'organigrama.png' },
  { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: 'presupuesto-2018.xlsx' },
  { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', name: 'informe-auditoria.docx' },
];

export function mailAttachments(faker: Faker): MailboxAttachment[] {
  return faker.helpers.arrayElements(FILES, { min: 1, max: 3 }).map((file) => {
    const base = file.name.replace(/\.[^.]+$/, '');
    return {
      ...file,
      size: faker.number.int({ min: 8_000, max: 2_500_000 }),
      preview: `${base}_preview.png`,
      downloadUrl: '',
    };
  });
}
