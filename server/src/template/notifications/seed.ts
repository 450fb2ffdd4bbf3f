// Seed of the top-bar notifications panel: 9 notifications (icon or avatar), 6 of them read.

import type { Schema } from '../../contract/operation-types.ts';
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { minutesBefore } from '../records/dates.ts';
import { avatarPath, avatarSex } from '../records/images.ts';

export type NotificationsNotification = Schema<'NotificationsNotification'>;

type Seeded = Omit<NotificationsNotification, 'id' | 'time' | 'image'> & { minutes: number; avatar?: boolean };

const NOTIFICATIONS: Seeded[] = [
  {
    icon: 'heroicons_outline:star',
    title: 'Expediente aprobado',
    description: 'El expediente <strong>2024/097</strong> ha sido aprobado',
    minutes: 15,
    read: false,
    link: '/dashboards/project',
    useRouter: true,
  },
  {
    avatar: true,
    description: '<strong>Nueva tarea</strong> asignada: revisar la matriz de riesgos',
    minutes: 40,
    read: false,
    link: '/dashboards/project',
    useRouter: true,
  },
  {
    icon: 'heroicons_outline:envelope',
    title: 'Correo nuevo',
    description: 'Tiene 3 mensajes sin leer en la bandeja de entrada',
    minutes: 120,
    read: false,
    link: '/apps/mailbox',
    useRouter: true,
  },
  {
    icon: 'heroicons_outline:check-circle',
    title: 'Copia de seguridad',
    description: 'La copia diaria terminó correctamente',
    minutes: 60 * 20,
    read: true,
  },
  {
    avatar: true,
    description: 'Se ha publicado el <em>tablero de gestión</em> de marzo',
    minutes: 60 * 28,
    read: true,
    link: '/dashboards/project',
    useRouter: true,
  },
  {
    icon: 'heroicons_outline:exclamation-triangle',
    title: 'Riesgo alto',
    description: 'Un proveedor supera el umbral de <strong>riesgo alto</strong>',
    minutes: 60 * 40,
    read: true,
    link: '/dashboards/project',
    useRouter: true,
  },
  {
    icon: 'heroicons_outline:calendar-days',
    title: 'Agenda',
    description: 'Reunión de la comisión de valoración el jueves',
    minutes: 60 * 55,
    read: true,
  },
  {
    avatar: true,
    description: 'Ha comentado su informe de auditoría',
    minutes: 60 * 80,
    read: true,
    link: '/dashboards/project',
    useRouter: true,
  },
  {
    icon: 'heroicons_outline:arrow-up-tray',
    title: 'Importación terminada',
    description: 'Se importaron 124 registros de personas',
    minutes: 60 * 100,
    read: true,
  },
];

export function seedNotifications(context: SeedContext): NotificationsNotification[] {
  const faker = seededFaker(context, 'notifications');
  return NOTIFICATIONS.map(({ minutes, avatar, ...fields }) => {
    const notification: NotificationsNotification = {
      id: faker.string.uuid(),
      ...fields,
      time: minutesBefore(context.now, minutes),
    };
    if (avatar) {
      const sex = avatarSex(faker);
      Object.assign(notification, { image: avatarPath(faker, sex), title: faker.person.fullName({ sex }) });
    }
    return notification;
  });
}
