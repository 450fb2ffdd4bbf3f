// Human words for the generic screens: the record words of use-resource-words.ts, and the titles of search filters,
// which read the contract's descriptions of the collections (the ends of a date range are named after their field).
import { rangeEnd } from './range-end';
import { isCollectionName, resourceDefinition } from './resource-definition';
import { useResourceWords } from './use-resource-words';

/** The range end `name` is among `collection`'s search filters, if it is one (`tsFrom` of `ts`). */
const rangeEndOf = (collection: string, name: string) =>
  isCollectionName(collection) ? rangeEnd(resourceDefinition(collection).contract, name) : undefined;

export function useResourceLabels() {
  const words = useResourceWords();
  return {
    ...words,
    // A nested field's path reads as its parts' titles: `budget.amount` → "Presupuesto · Importe". An end of a date
    // range, a search filter named after its field (`startsAtFrom`), reads as the field's with the end: "Inicio (desde)".
    field: (collection: string, name: string) => {
      const range = rangeEndOf(collection, name);
      return range
        ? words.text(`ui.views.${range.end}`, { field: words.fieldTitle(collection, range.field) })
        : words.fieldTitle(collection, name);
    },
  };
}

export type ResourceLabels = ReturnType<typeof useResourceLabels>;
