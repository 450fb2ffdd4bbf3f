// The /api/node collections as choices for people: each by its title, in the language's alphabetical order.
import { type CollectionName, collectionNames } from './resource-definition';
import type { ResourceLabels } from './use-resource-labels';

export function collectionOptions(
  labels: ResourceLabels,
  names: readonly CollectionName[] = collectionNames,
): { value: CollectionName; label: string }[] {
  return names
    .map((name) => ({ value: name, label: labels.title(name) }))
    .sort((a, b) => a.label.localeCompare(b.label, labels.language));
}
