// Authority records: accepted forms of the names of organizations, places, people and subjects.
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { newId, stamps } from './helpers.ts';
import { OVERSIGHT_BODY, PROCURING_ENTITIES } from './organizations.ts';
import type { PersonaRecord } from './people.ts';
import { cif } from './spain.ts';

// [accepted subject heading, variant, CPV division it covers]
const SUBJECTS: readonly [string, string, string][] = [
  ['Servicios de limpieza', 'Limpieza de edificios', '90910000-9'],
  ['Equipos informáticos', 'Material informático', '30200000-1'],
  ['Obras de urbanización', 'Reurbanización', '45233140-2'],
  ['Servicios de formación', 'Capacitación del personal', '80500000-9'],
];

export function seedAuthorityRecords(context: SeedContext, authors: readonly PersonaRecord[]): StoredRecord[] {
  const faker = seededFaker(context, 'node.authorityrecord');
  const record = (fields: Omit<StoredRecord, '_id'>): StoredRecord => ({
    _id: newId(faker),
    ...fields,
    ...stamps(faker, context.now, 900),
  });
  const organizations = [
    record({
      name: OVERSIGHT_BODY,
      type: 'organization',
      variants: ['OSCP', 'Oficina de Supervisión'],
      identifiers: [{ scheme: 'NIF', value: cif(faker, 'S') }],
      notes: 'Forma autorizada del nombre del organismo de supervisión.',
    }),
    ...PROCURING_ENTITIES.map((entity) =>
      record({
        name: entity.name,
        type: 'organization',
        variants: [entity.short],
        identifiers: [
          {
            scheme: 'NIF',
            value: cif(faker, entity.name.startsWith('Universidad') || entity.name.startsWith('Servicio') ? 'Q' : 'P'),
          },
        ],
        notes: `Órgano de contratación con sede en ${entity.city}.`,
      }),
    ),
  ];
  const places = [...new Set(PROCURING_ENTITIES.map((entity) => entity.province))]
    .slice(0, 5)
    .map((province) =>
      record({ name: province, type: 'place', variants: [`Provincia de ${province}`], notes: 'Provincia española.' }),
    );
  const people = authors.slice(0, 4).map((person) =>
    record({
      name: `${person.lastName}, ${person.firstName}`,
      type: 'person',
      variants: [`${person.firstName} ${person.lastName}`],
      notes: 'Autor de informes de supervisión.',
    }),
  );
  const subjects = SUBJECTS.map(([name, variant, cpv]) =>
    record({ name, type: 'subject', variants: [variant], identifiers: [{ scheme: 'CPV', value: cpv }] }),
  );
  return [...organizations, ...places, ...people, ...subjects];
}
