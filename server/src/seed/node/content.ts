// Posts of the training space (capacitacion), the management boards (tablero) and news, with the
// documents each one publishes (built into documents and assets by documents.ts).
import type { Faker } from '@faker-js/faker';
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { BOARDS, COURSES, NEWS, PUBLISHED_COURSES } from './content-catalog.ts';
import type { DocumentPlan } from './documents.ts';
import { newId, pick, slugify, some } from './helpers.ts';
import { atOfficeClock, isoOfficeTimeBetween, officeDaysLater, officeTimeNotAfter } from './office-time.ts';

export interface PostRecord extends StoredRecord {
  title: string;
  module: 'capacitacion' | 'tablero' | 'noticias';
  status: 'draft' | 'published' | 'archived';
  dtx_post: string;
  processcontext: { targetId: string; process: string };
}

interface Refs {
  authors: readonly string[];
  tags: readonly string[];
}

interface PostFields {
  title: string;
  edition: string;
  dtx_post: string;
  summary: string;
  content: string;
  module: PostRecord['module'];
  status: PostRecord['status'];
}

function post(faker: Faker, refs: Refs, fields: PostFields): PostRecord {
  const createdAt = isoOfficeTimeBetween(faker, new Date(fields.dtx_post), -10, -1);
  return {
    _id: newId(faker),
    ...fields,
    tags: some(faker, refs.tags, 1, 3),
    authorId: pick(faker, refs.authors),
    processcontext: { targetId: newId(faker), process: fields.module },
    createdAt,
    updatedAt: fields.dtx_post,
  };
}

export function seedPosts(context: SeedContext, refs: Refs): { posts: PostRecord[]; plans: DocumentPlan[] } {
  const faker = seededFaker(context, 'node.posts');
  const { now } = context;
  const posts: PostRecord[] = [];
  const plans: DocumentPlan[] = [];

  COURSES.forEach((course, index) => {
    const status: PostRecord['status'] = index < PUBLISHED_COURSES ? 'published' : 'draft';
    const dtx_post = isoOfficeTimeBetween(faker, now, -400, -2);
    const year = new Date(dtx_post).getUTCFullYear();
    const record = post(faker, refs, {
      title: course.title,
      edition: `${faker.number.int({ min: 1, max: 6 })}.ª edición ${year}`,
      dtx_post,
      summary: course.summary,
      content: `<p>${course.summary}</p><p>Modalidad en línea. Duración: ${course.hours} horas. Incluye evaluación final y certificado de aprovechamiento.</p>`,
      module: 'capacitacion',
      status,
    });
    posts.push(record);
    const folder = `files/capacitacion/${year}`;
    const base = slugify(course.title);
    const common = { targetId: record.processcontext.targetId, status: status, issuedAt: dtx_post, folder };
    plans.push({
      ...common,
      title: `Material del curso: ${course.title}`,
      type: 'formacion',
      description: `Presentaciones y lecturas del curso «${course.title}».`,
      files: [`${base}.pdf`, `${base}-portada.jpg`],
    });
    if (index % 3 === 0) {
      plans.push({
        ...common,
        title: `Guía práctica: ${course.title}`,
        type: 'formacion',
        description: 'Guía de consulta rápida con ejemplos y casos prácticos.',
        files: [`${base}-guia-practica.pdf`],
      });
    }
  });

  for (const board of BOARDS) {
    // Published at 10:00 on the working day `daysAgo` days ago (a weekend's on the Monday after, never later than now).
    const dtx_post = officeTimeNotAfter(officeDaysLater(atOfficeClock(now, 10 * 60), -board.daysAgo), now);
    const year = new Date(dtx_post).getUTCFullYear();
    const record = post(faker, refs, {
      title: board.title,
      edition: board.edition.replace('{year}', String(year)),
      dtx_post,
      summary: `Publicación del tablero de gestión: ${board.title.toLowerCase()}.`,
      content: `<p>Se publica en el tablero de gestión la documentación de «${board.title}».</p>`,
      module: 'tablero',
      status: board.status,
    });
    posts.push(record);
    for (const document of board.documents) {
      plans.push({
        title: document.title,
        type: document.type,
        targetId: record.processcontext.targetId,
        status: board.status,
        issuedAt: dtx_post,
        description: `Documento de «${board.title}».`,
        folder: `files/tablero/${year}`,
        files: document.files,
      });
    }
  }

  for (const [title, summary] of NEWS) {
    const dtx_post = isoOfficeTimeBetween(faker, now, -180, -1);
    const record = post(faker, refs, {
      title,
      edition: 'Noticias',
      dtx_post,
      summary,
      content: `<p>${summary}</p>`,
      module: 'noticias',
      status: 'published',
    });
    posts.push(record);
    const folder = `files/noticias/${new Date(dtx_post).getUTCFullYear()}`;
    plans.push({
      title,
      type: 'anuncio',
      targetId: record.processcontext.targetId,
      status: 'published',
      issuedAt: dtx_post,
      description: summary,
      folder,
      files: [`${slugify(title)}.pdf`],
    });
  }
  return { posts, plans };
}
