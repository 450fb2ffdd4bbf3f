// Deterministic activities seed: 10 recent events of the platform, newest first, relative to "now".

import type { Schema } from '../../contract/operation-types.ts';
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { addMinutes } from '../support/dates.ts';

export type Activity = Schema<'ActivitiesActivity'>;

type ActivitySpec = Omit<Activity, 'id' | 'date'>;

const SPECS: ActivitySpec[] = [
  { icon: 'heroicons_mini:star', description: 'Se ha publicado el informe trimestral de fiscalización' },
  {
    image: 'images/avatars/male-04.jpg',
    description: '<strong>Roberto</strong> ha comentado el expediente',
    linkedContent: '2025/CON/0142',
    link: '/dashboards/project',
    useRouter: true,
  },
  { icon: 'heroicons_mini:envelope', description: 'Tiene 3 mensajes nuevos de la unidad de contratación' },
  {
    image: 'images/avatars/female-02.jpg',
    description: '<strong>Marta</strong> ha subido un documento',
    extraContent: '<div class="font-bold">Pliego de prescripciones técnicas.pdf</div>',
  },
  {
    icon: 'heroicons_mini:light-bulb',
    description: 'Nuevo indicador de riesgo disponible',
    linkedContent: 'Ofertas anormalmente bajas',
    link: 'https://contrataciondelestado.es',
    useRouter: false,
  },
  { icon: 'heroicons_mini:user-group', description: 'Se han incorporado dos personas al equipo de auditoría' },
  {
    image: 'images/avatars/male-07.jpg',
    description: '<strong>Javier</strong> ha cerrado la incidencia de la mesa de contratación',
  },
  { icon: 'heroicons_mini:calendar', description: 'Recordatorio: la mesa de contratación se reúne el jueves' },
  {
    icon: 'heroicons_mini:document-check',
    description: 'Se ha formalizado el contrato de suministro eléctrico',
    link: '/dashboards/project',
    useRouter: true,
  },
  {
    image: 'images/avatars/female-05.jpg',
    description: '<strong>Lucía</strong> le ha asignado una tarea',
    extraContent: '<em>Revisar la modificación del contrato de obras</em>',
  },
];

export function seedActivities(context: SeedContext): Activity[] {
  const faker = seededFaker(context, 'activities');
  let minutesAgo = 0;
  return SPECS.map((spec) => {
    minutesAgo += faker.number.int({ min: 20, max: 60 * 30 });
    return { id: faker.string.uuid(), ...spec, date: addMinutes(context.now, -minutesAgo).toISOString() };
  });
}
