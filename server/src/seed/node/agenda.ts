// The agenda (committees, deadlines, meetings, training sessions) and the meetups of the body.
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { isoDays, newId, pick, slugify, some, stamps } from './helpers.ts';
import { isoOfficeTimeBetween, isoWeekdayBetween, MEETING_HOURS } from './office-time.ts';
import type { ProjectRecord } from './projects.ts';

const ROOMS = ['Sala de juntas, planta 1', 'Sala 2 de la sede central', 'Salón de actos', 'Videoconferencia'];
const MEETINGS = [
  'Reunión de coordinación del equipo de supervisión',
  'Revisión mensual de alertas de riesgo',
  'Preparación del informe trimestral',
  'Reunión con la intervención general',
];
const EVENTS = [
  'Jornada de puertas abiertas de la oficina',
  'Presentación de la memoria anual',
  'Día de la integridad pública',
];
const AGENDA_COUNT = 24;

export function seedAgendables(
  context: SeedContext,
  projects: readonly ProjectRecord[],
  courses: readonly string[],
  staff: readonly string[],
): StoredRecord[] {
  const faker = seededFaker(context, 'node.agendables');
  const slugs = new Set<string>();
  return Array.from({ length: AGENDA_COUNT }, (_, index) => {
    const project = pick(faker, projects);
    const type = (['committee', 'deadline', 'meeting', 'training', 'event'] as const)[index % 5] ?? 'meeting';
    const name = {
      committee: `Mesa de contratación: apertura de ofertas del ${project.code}`,
      deadline: `Fin del plazo de presentación de ofertas del ${project.code}`,
      meeting: pick(faker, MEETINGS),
      training: `Sesión formativa: ${pick(faker, courses)}`,
      event: pick(faker, EVENTS),
    }[type];
    let slug = slugify(name);
    for (let suffix = 2; slugs.has(slug); suffix++) slug = `${slugify(name)}-${suffix}`;
    slugs.add(slug);
    const isDeadline = type === 'deadline';
    // A deadline is a whole working day; the rest start on the half hour of a working morning.
    const startsAt = isDeadline
      ? `${isoWeekdayBetween(faker, context.now, -45, 90)}T00:00:00.000Z`
      : isoOfficeTimeBetween(faker, context.now, -45, 90, MEETING_HOURS);
    return {
      _id: newId(faker),
      name,
      slug,
      type,
      description: isDeadline ? `Último día para presentar ofertas a «${project.name}».` : `${name}.`,
      startsAt,
      endsAt: isDeadline
        ? `${startsAt.slice(0, 10)}T23:59:00.000Z`
        : isoDays(new Date(startsAt), faker.number.int({ min: 1, max: 4 }) / 24),
      allDay: isDeadline,
      ...(isDeadline ? {} : { location: pick(faker, ROOMS) }),
      ...(type === 'committee' || isDeadline ? { projectId: project._id } : {}),
      participants: some(faker, staff, 2, 6),
      ...stamps(faker, context.now, 60),
    };
  });
}

const TOPICS = [
  'la Ley 9/2017 de Contratos del Sector Público',
  'detección de banderas rojas en la contratación',
  'contratación electrónica con la Plataforma de Contratación',
  'conflictos de intereses en las mesas de contratación',
  'compra pública verde',
  'control de los fondos del Plan de Recuperación',
  'contratos menores y fraccionamiento',
  'modificación de los contratos',
  'cláusulas sociales en los pliegos',
  'transparencia en la contratación local',
];
const FORMATS = [
  'Jornada sobre',
  'Taller de',
  'Webinar sobre',
  'Encuentro de interventores sobre',
  'Mesa redonda sobre',
];
const MODES = ['in-person', 'online', 'hybrid'] as const;

export function seedMeetups(
  context: SeedContext,
  organizers: readonly string[],
  attendees: readonly string[],
): StoredRecord[] {
  const faker = seededFaker(context, 'node.meetups');
  return Array.from({ length: TOPICS.length * 2 }, (_, index) => {
    const topic = TOPICS[index % TOPICS.length] as string;
    const format = FORMATS[(index + Math.floor(index / TOPICS.length) * 2) % FORMATS.length] as string;
    const mode = format.startsWith('Webinar') ? 'online' : pick(faker, MODES);
    const startsAt = isoOfficeTimeBetween(faker, context.now, -200, 120, MEETING_HOURS);
    const isPast = startsAt < context.now.toISOString();
    const title = `${format} ${topic}`;
    return {
      _id: newId(faker),
      title: title.charAt(0).toUpperCase() + title.slice(1),
      description: `Actividad organizada por la oficina para el personal de contratación: ${topic}.`,
      startsAt,
      endsAt: isoDays(new Date(startsAt), faker.number.int({ min: 2, max: 6 }) / 24),
      mode,
      ...(mode === 'online'
        ? {}
        : {
            location: pick(faker, ['Salón de actos de la sede central', 'Centro de formación', 'Palacio de Congresos']),
          }),
      ...(mode === 'in-person' ? {} : { url: `https://formacion.supervision.example/eventos/${slugify(title)}` }),
      organizerId: pick(faker, organizers),
      attendeeIds: some(faker, attendees, 3, 12),
      capacity: pick(faker, [30, 50, 80, 120, 200]),
      status: isPast ? pick(faker, ['held', 'held', 'held', 'cancelled'] as const) : 'scheduled',
      ...stamps(faker, context.now, 220),
    };
  });
}
