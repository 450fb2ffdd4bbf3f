import { describe, expect, it } from 'vitest';
import { seedScrumboard } from './seed.ts';
import { CARDS } from './texts.ts';

const context = { seed: 3, now: new Date('2026-03-01T10:00:00Z') };
const { cards, labels } = seedScrumboard(context);
const titleOf = new Map(labels.map((label) => [label.id, label.title]));
const contractKinds = ['Obras', 'Servicios', 'Suministros'];

describe('seedScrumboard', () => {
  it('labels each card as its text says', () => {
    expect(cards.map((card) => card.title)).toEqual(CARDS.map((card) => card.title));
    for (const [index, card] of cards.entries()) {
      const titles = card.labels.map((id) => titleOf.get(id));
      expect(new Set(titles), card.title).toEqual(new Set(CARDS[index]?.labels));
      expect(titles).toHaveLength(CARDS[index]?.labels.length ?? 0);
    }
  });

  it('gives a card at most one kind of contract: works, services or supplies', () => {
    for (const card of cards) {
      const kinds = card.labels.filter((id) => contractKinds.includes(titleOf.get(id) ?? ''));
      expect(kinds.length, card.title).toBeLessThanOrEqual(1);
    }
  });

  it('uses every label of the board', () => {
    expect(new Set(cards.flatMap((card) => card.labels))).toEqual(new Set(labels.map((label) => label.id)));
  });
});
