// Shapes of the template's scrumboard as stored (ids for members and labels) and as answered.
import type { TeamMember } from '../support/members.ts';

export interface ScrumboardBoard {
  id: string;
  title: string;
  description: string | null;
  icon: string | null;
  lastActivity: string | null;
  /** Member ids. */
  members: string[];
}

export interface ScrumboardList {
  id: string;
  boardId: string;
  position: number;
  title: string;
}

export interface ScrumboardCard {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string | null;
  /** Label ids. */
  labels: string[];
  dueDate: string | null;
  checklists: ScrumboardChecklist[];
  attachments: ScrumboardAttachment[];
}

/** A card's checklist and its items (an addition; the template's cards had none). */
export interface ScrumboardChecklist {
  id: string;
  name: string;
  checkItems: { id: string; name: string; checked: boolean }[];
}

/** A file attached to a card; `src` is a served path, `time` ISO. */
export interface ScrumboardAttachment {
  id: string;
  name: string;
  src: string;
  type: string;
  time: string;
}

export interface ScrumboardLabel {
  id: string;
  boardId: string;
  title: string;
}

export interface ScrumboardState {
  boards: ScrumboardBoard[];
  lists: ScrumboardList[];
  cards: ScrumboardCard[];
  labels: ScrumboardLabel[];
  members: TeamMember[];
}

/** A label as a client sends it: an id, or a label object (the front end sends objects). */
export type LabelRef = string | { id: string };
/** A member as a client sends it: an id, or a member object. */
export type MemberRef = string | { id: string };

export type CardView = Omit<ScrumboardCard, 'labels'> & { labels: (ScrumboardLabel | null)[] };
export type ListView = ScrumboardList & { cards: CardView[] };
