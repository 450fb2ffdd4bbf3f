// What a contact's notes say: things worth remembering about the person, in Spanish (faker's `es` locale has names
// and addresses but no Spanish prose; its sentences are pseudo-Latin).
import type { Faker } from '@faker-js/faker';

const SENTENCES = [
  'Prefiere que le llamen por la mañana; por la tarde suele estar en reuniones.',
  'Contacto habitual para las consultas sobre pliegos de su organismo.',
  'Participó en la mesa de contratación del servicio de limpieza.',
  'Pide siempre la documentación en formato PDF firmado.',
  'Responde antes por correo electrónico que por teléfono.',
  'Conoce bien la plataforma de licitación electrónica; puede ayudar a otros usuarios.',
  'Está de baja hasta final de mes; en su ausencia atiende su unidad.',
  'Coordinó la auditoría de los contratos menores del último ejercicio.',
  'Asistió a la jornada sobre contratación electrónica de la primavera.',
  'Lleva los expedientes de obras de su delegación.',
  'Conviene confirmar los plazos con esta persona antes de convocar la mesa.',
  'Ha pedido recibir el resumen semanal de expedientes.',
  'Interlocutor para las facturas pendientes de conformidad.',
  'Trabaja a media jornada: martes, miércoles y jueves.',
  'Es la persona de contacto para las incidencias del servicio de mantenimiento.',
  'Firmó la declaración de ausencia de conflicto de intereses en enero.',
];

/** Two of the sentences, as the contact's notes (one paragraph of rich text, as the template stores them). */
export function contactNotes(faker: Faker): string {
  return `<p>${faker.helpers.arrayElements(SENTENCES, 2).join(' ')}</p>`;
}
