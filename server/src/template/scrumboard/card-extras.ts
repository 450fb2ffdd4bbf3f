// Seeded checklists and attachments of the first board's first cards (additions to the template's cards).
// Drawn after every other seeded value, so the rest of the seed stays as it was.
import type { Faker } from '@faker-js/faker';
import { addDays } from '../support/dates.ts';
import type { ScrumboardCard } from './types.ts';

const CHECKLISTS: { name: string; items: [string, boolean][] }[][] = [
  [
    {
      name: 'Documentación',
      items: [
        ['Comprobar la solvencia técnica', true],
        ['Revisar los criterios de adjudicación', false],
        ['Validar el presupuesto base', false],
      ],
    },
  ],
  [
    {
      name: 'Trámites',
      items: [
        ['Pedir el informe a la asesoría jurídica', true],
        ['Anotar la respuesta', true],
      ],
    },
  ],
];

const ATTACHMENTS: { name: string; src: string; type: string }[][] = [
  [{ name: 'acta-de-replanteo.jpg', src: '/images/cards/acta-de-replanteo-640x480.jpg', type: 'image/jpeg' }],
  [
    { name: 'plano-de-planta.jpg', src: '/images/cards/plano-de-planta-800x600.jpg', type: 'image/jpeg' },
    { name: 'fachada-norte.png', src: '/images/cards/fachada-norte-640x480.png', type: 'image/png' },
  ],
];

export function seedCardExtras(cards: ScrumboardCard[], faker: Faker, now: Date): void {
  CHECKLISTS.forEach((checklists, index) => {
    const card = cards[index * 3];
    if (card === undefined) return;
    card.checklists = checklists.map((list) => ({
      id: faker.string.uuid(),
      name: list.name,
      checkItems: list.items.map(([name, checked]) => ({ id: faker.string.uuid(), name, checked })),
    }));
  });
  ATTACHMENTS.forEach((attachments, index) => {
    const card = cards[index * 3 + 1];
    if (card === undefined) return;
    card.attachments = attachments.map((attachment) => ({
      ...attachment,
      id: faker.string.uuid(),
      time: addDays(now, -faker.number.int({ min: 1, max: 20 })).toISOString(),
    }));
  });
}
