// Due dates of cards: the short date in the interface language and whether it has passed.
export function cardDueDate(iso: string, nowMs: number, language: string): { text: string; isOverdue: boolean } {
  const date = new Date(iso);
  const text = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date);
  return { text, isOverdue: date.getTime() < nowMs };
}
