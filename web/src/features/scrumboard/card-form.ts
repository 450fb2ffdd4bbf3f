// The card dialog's form values and the update body they produce (labels by id, due date at noon UTC so
// the day does not shift with the time zone; checklists and attachments sent whole).
import type { ScrumboardAttachment, ScrumboardCard, ScrumboardChecklist, ScrumboardUpdateCardBody } from '@api/model';

export interface CardFormValues {
  title: string;
  description: string;
  labels: string[];
  /** YYYY-MM-DD, as the date input gives it. */
  dueDate: string | null;
  checklists: ScrumboardChecklist[];
  attachments: ScrumboardAttachment[];
}

export function cardFormValues(card: ScrumboardCard): CardFormValues {
  return {
    title: card.title,
    description: card.description ?? '',
    labels: card.labels.flatMap((label) => (label ? [label.id] : [])),
    dueDate: card.dueDate ? card.dueDate.slice(0, 10) : null,
    checklists: card.checklists,
    attachments: card.attachments,
  };
}

export function cardUpdateBody(id: string, values: CardFormValues): ScrumboardUpdateCardBody {
  return {
    id,
    card: {
      title: values.title.trim(),
      description: values.description.trim() === '' ? null : values.description,
      labels: values.labels,
      dueDate: values.dueDate ? `${values.dueDate}T12:00:00.000Z` : null,
      checklists: values.checklists,
      attachments: values.attachments,
    },
  };
}
