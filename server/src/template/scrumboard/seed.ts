// Deterministic scrumboard seed: 3 boards; the first with 4 lists, 12 cards (1 with a description,
// 4 with a due date, 2 with checklists, 2 with attachments), 5 labels and 3 members; the others with 8 and 1 members. Positions step by 65536.
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { addDays, addMinutes } from '../support/dates.ts';
import { seedTeamMembers } from '../support/members.ts';
import { idsOfTitles } from '../support/titled.ts';
import { seedCardExtras } from './card-extras.ts';
import { POSITION_STEP } from './positions.ts';
import { BOARDS, CARD_DESCRIPTION, CARDS, CARDS_PER_LIST, LABEL_TITLES, LIST_TITLES } from './texts.ts';
import type { ScrumboardBoard, ScrumboardCard, ScrumboardLabel, ScrumboardList, ScrumboardState } from './types.ts';

const MEMBERS_PER_BOARD = [3, 8, 1] as const;
const DUE_DATES = 4;

export function seedScrumboard(context: SeedContext): ScrumboardState {
  const members = seedTeamMembers(context);
  const faker = seededFaker(context, 'scrumboard');
  const boards = BOARDS.map(
    (spec, index): ScrumboardBoard => ({
      id: faker.string.uuid(),
      title: spec.title,
      description: spec.description,
      icon: spec.icon,
      lastActivity: addMinutes(context.now, -faker.number.int({ min: 10, max: 60 * 24 * 20 })).toISOString(),
      members: faker.helpers.arrayElements(members, MEMBERS_PER_BOARD[index] ?? 1).map((member) => member.id),
    }),
  );
  const boardId = boards[0]?.id ?? '';
  const labels: ScrumboardLabel[] = LABEL_TITLES.map((title) => ({ id: faker.string.uuid(), boardId, title }));
  const lists: ScrumboardList[] = LIST_TITLES.map((title, index) => ({
    id: faker.string.uuid(),
    boardId,
    position: (index + 1) * POSITION_STEP,
    title,
  }));

  const cardCount = CARDS.length;
  const withDueDate = new Set(faker.helpers.arrayElements([...Array(cardCount).keys()], DUE_DATES));
  const withDescription = faker.number.int({ min: 0, max: cardCount - 1 });
  const cards: ScrumboardCard[] = [];
  lists.forEach((list, listIndex) => {
    for (let slot = 0; slot < (CARDS_PER_LIST[listIndex] ?? 0); slot++) {
      const index = cards.length;
      cards.push({
        id: faker.string.uuid(),
        boardId,
        listId: list.id,
        position: (slot + 1) * POSITION_STEP,
        title: CARDS[index]?.title ?? '',
        description: index === withDescription ? CARD_DESCRIPTION : null,
        labels: idsOfTitles(labels, CARDS[index]?.labels ?? []),
        dueDate: withDueDate.has(index)
          ? addDays(context.now, faker.number.int({ min: -5, max: 30 })).toISOString()
          : null,
        checklists: [],
        attachments: [],
      });
    }
  });
  seedCardExtras(cards, faker, context.now);
  return { boards, lists, cards, labels, members };
}
