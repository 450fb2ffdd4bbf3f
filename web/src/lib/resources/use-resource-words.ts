// Human words for records, from the `collections` namespace: collection titles, field titles (per collection, else
// shared under `fields`), enum values (per collection or nested item, else shared under `values`), permissions and
// validation messages. A collection's own value words are where its language needs them: a Spanish status agrees
// with the record's noun ("Mitigada" for an alert, "Mitigado" for a hazard); English needs none.
// Apart from the contract's descriptions of the collections (use-resource-labels.ts adds what needs them): a screen
// that only says values, such as the staff home's post cards, loads no registry before its first paint.
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from './form-validation';

type Lookup = (key: string | string[], options?: Record<string, unknown>) => string;

/** A key's last resort: `dueDate` → `Due date` (only if a title is missing; a unit test prevents that). */
export const humanize = (name: string) =>
  name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase());

export function useResourceWords() {
  const { t, i18n } = useTranslation('collections');
  // Collection and field names come from the contract at run time: the keys cannot be typed statically.
  const lookup = t as unknown as Lookup;
  const fieldTitle = (collection: string, name: string) =>
    name
      .split('.')
      .map((part) => lookup([`${collection}.fields.${part}`, `fields.${part}`], { defaultValue: humanize(part) }))
      .join(' · ');
  const title = (collection: string) => lookup(`${collection}.title`, { defaultValue: humanize(collection) });
  return {
    text: lookup,
    language: i18n.language,
    title,
    /** A screen's name for its collection: the module's own (a key of this namespace) if it has one. */
    screenTitle: (collection: string, titleKey?: string) => (titleKey ? lookup(titleKey) : title(collection)),
    /**
     * A field's title; a nested field's path reads as its parts' titles: `budget.amount` → "Presupuesto · Importe".
     */
    fieldTitle,
    /**
     * An enum value's word, as the collection's records say it (`collection`), else the shared one. A nested field's
     * value (`field`, a dotted path such as `steps.status`) is said as its items are: a procedure's step is a "paso",
     * not a "solicitud", so it has its own words (`<collection>.items.steps.values`), not the collection's.
     */
    value: (value: string, collection?: string, field?: string) => {
      const parent = field?.includes('.') ? field.slice(0, field.lastIndexOf('.')) : undefined;
      const own =
        collection === undefined
          ? []
          : [parent ? `${collection}.items.${parent}.values.${value}` : `${collection}.values.${value}`];
      return lookup([...own, `values.${value}`], { defaultValue: value });
    },
    /**
     * The words for a list of objects' items (`field` its path, `steps`): its own where its items have a name ("Paso
     * 2", "Añadir paso", under `<collection>.items.<field>`), else the shared ones ("Elemento 2", "Añadir elemento").
     * An item's remove button is named with its number in one sentence ("Quitar paso 2"), each language in its order.
     */
    listItem: (collection: string, field: string, key: ListItemWord, options?: { number: number }) =>
      lookup([`${collection}.items.${field}.${key}`, `ui.${key}`], options),
    /** A permission `module:role` in words ("Trámites (uso)"); a module or role without words keeps its code. */
    moduleRole: (code: string) => {
      const [module = '', role = ''] = code.split(':');
      const words = (kind: 'modules' | 'roles', part: string) =>
        lookup(`moduleRoles.${kind}.${part}`, { defaultValue: part });
      return lookup('moduleRoles.format', { module: words('modules', module), role: words('roles', role) });
    },
    /** Every permission the interface has words for: each module with each role (`usuarios:admin` ...). */
    moduleRoleCodes: (): string[] => {
      // Both sections are in every language (locales.test.ts holds the languages to the same keys).
      const words = (kind: 'modules' | 'roles') =>
        Object.keys(t(`moduleRoles.${kind}`, { returnObjects: true }) as Record<string, string>);
      const roles = words('roles');
      return words('modules').flatMap((module) => roles.map((role) => `${module}:${role}`));
    },
    message: (message: FieldMessage) => lookup(`ui.validation.${message.key}`, message.values),
    serverMessage: (message: FieldMessage) => lookup(`ui.server.${message.key}`),
  };
}

/** The words of a list of objects: an item's title, the add button, the remove button and its numbered name. */
export type ListItemWord = 'item' | 'addItem' | 'removeItem' | 'removeNumbered';

export type ResourceWords = ReturnType<typeof useResourceWords>;
