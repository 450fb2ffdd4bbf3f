// The ids ticked after some rows were ticked or unticked at once (one row, or every row of a page): what the tables
// with ticks (the generic list, the users screen) keep as their selection.
export function tickedIds(selected: ReadonlySet<string>, ids: readonly string[], isOn: boolean): Set<string> {
  const next = new Set(selected);
  for (const id of ids)
    if (isOn) next.add(id);
    else next.delete(id);
  return next;
}
