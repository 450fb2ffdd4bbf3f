// Due dates of cards: the short date in the interface language and whether it has passed.
import { dateTimeFormat } from '../../lib/intl/formatters';

export function cardDueDate(iso: string, nowMs: number, language: string): { text: string; isOverdue: boolean } {
  const date = new Date(iso);
  const text = dateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date);
  return { text, isOverdue: date.getTime() < nowMs };
}
