// Shapes of the template's scrumboard, from the contract: as stored (ids for members and labels, lists, cards
// and labels apart from their board) and as answered.
import type { Schema } from '../../contract/operation-types.ts';
import type { TeamMember } from '../support/members.ts';

/** Stored without its lists and labels, which are stored apart and gathered per answer. */
export type ScrumboardBoard = Omit<Schema<'ScrumboardBoard'>, 'lists' | 'labels'>;
/** Stored without its cards, which are stored apart. */
export type ScrumboardList = Omit<Schema<'ScrumboardList'>, 'cards'>;
/** Labels as ids. */
export type ScrumboardCard = Schema<'ScrumboardStoredCard'>;
export type ScrumboardChecklist = Schema<'ScrumboardChecklist'>;
export type ScrumboardAttachment = Schema<'ScrumboardAttachment'>;
export type ScrumboardLabel = Schema<'ScrumboardLabel'>;

export interface ScrumboardState {
  boards: ScrumboardBoard[];
  lists: ScrumboardList[];
  cards: ScrumboardCard[];
  labels: ScrumboardLabel[];
  members: TeamMember[];
}

/** A label as a client sends it: an id, or a label object (the front end sends objects). */
export type LabelRef = Schema<'ScrumboardLabelRef'>;
/** A member as a client sends it: an id, or a member object. */
export type MemberRef = Schema<'ScrumboardMemberRef'>;

/** A card as answered: label ids expanded (null for a dangling id). */
export type CardView = Schema<'ScrumboardCard'>;
export type ListView = Schema<'ScrumboardList'>;
