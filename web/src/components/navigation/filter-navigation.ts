// Applies the accept/reject conditions of navigation items to the user's moduleroles (entries shaped module:role).

function moduleOf(entry: string): string {
  const separator = entry.indexOf(':');
  return (separator === -1 ? entry : entry.slice(0, separator)).trim();
}

/**
 * A condition with a colon (module:role) is held when that exact entry is present; a bare module name is held
 * when any entry belongs to that module.
 */
export function holdsCondition(condition: string, moduleroles: readonly string[]): boolean {
  const wanted = condition.trim();
  if (wanted.includes(':')) return moduleroles.some((entry) => entry.trim() === wanted);
  return moduleroles.some((entry) => moduleOf(entry) === wanted);
}

interface Conditioned {
  accept?: string;
  reject?: string;
}

export function isNavigationItemVisible(item: Conditioned, moduleroles: readonly string[]): boolean {
  // Blank conditions count as absent: an empty accept must not hide an item from everybody.
  if (item.accept?.trim() && !holdsCondition(item.accept, moduleroles)) return false;
  if (item.reject?.trim() && holdsCondition(item.reject, moduleroles)) return false;
  return true;
}

interface Filterable extends Conditioned {
  children?: readonly Filterable[];
}

/** Keeps the visible items, filtering children at every depth; the input is not modified. */
export function filterNavigation<T extends Filterable>(items: readonly T[], moduleroles: readonly string[]): T[] {
  return items
    .filter((item) => isNavigationItemVisible(item, moduleroles))
    .map((item) =>
      item.children ? { ...item, children: filterNavigation(item.children as readonly T[], moduleroles) } : item,
    );
}
