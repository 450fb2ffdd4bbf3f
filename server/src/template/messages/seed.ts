// Seed of the top-bar messages panel: 9 messages from colleagues, 4 of them read.

import type { Schema } from '../../contract/operation-types.ts';
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { minutesBefore } from '../records/dates.ts';
import { avatarPath, avatarSex } from '../records/images.ts';

export type MessagesMessage = Schema<'MessagesMessage'>;

/** [description, minutes ago, read, link] — `/dashboards/project` is the template's usual target. */
const MESSAGES: [string, number, boolean, string | undefined][] = [
  ['¿Podemos revisar hoy el informe de riesgos del contrato de limpieza?', 25, false, '/dashboards/project'],
  ['He subido el pliego corregido; échale un vistazo cuando puedas.', 50, false, '/dashboards/project'],
  ['La reunión de la comisión se retrasa a las 12:00.', 90, false, undefined],
  ['Nueva guía de contratación publicada en el portal oficial.', 180, false, 'https://contrataciondelestado.es'],
  ['Gracias por enviar las actas tan rápido.', 60 * 26, true, '/dashboards/project'],
  ['¿Tienes ya los datos de la auditoría del segundo trimestre?', 60 * 30, true, '/dashboards/project'],
  ['Te he asignado la tarea de validar los proveedores.', 60 * 50, true, '/dashboards/project'],
  ['Recuerda la formación de mañana a las 9:30.', 60 * 72, true, undefined],
  ['El expediente 2024/118 ya está cerrado.', 60 * 96, false, '/dashboards/project'],
];

export function seedMessages(context: SeedContext): MessagesMessage[] {
  const faker = seededFaker(context, 'messages');
  return MESSAGES.map(([description, minutes, read, link]) => {
    const sex = avatarSex(faker);
    const message: MessagesMessage = {
      id: faker.string.uuid(),
      image: avatarPath(faker, sex),
      title: faker.person.fullName({ sex }),
      description,
      time: minutesBefore(context.now, minutes),
      read,
    };
    if (link !== undefined) Object.assign(message, { link, useRouter: link.startsWith('/') });
    return message;
  });
}
