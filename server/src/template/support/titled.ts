// Seeds name what a record holds (a note's labels, a card's labels) by title: their ids, in the list's order.
export function idsOfTitles(records: readonly { id: string; title: string }[], titles: readonly string[]): string[] {
  return records.filter((record) => titles.includes(record.title)).map((record) => record.id);
}
