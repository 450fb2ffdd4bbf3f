// Group labels of the global search, in the request's language (ids stay the template's).
import type { Schema } from '../../contract/operation-types.ts';
import type { Language } from '../records/language.ts';

export type SearchGroupId = Schema<'SearchContactsGroup' | 'SearchPagesGroup' | 'SearchTasksGroup'>['id'];

export const SEARCH_LABELS: Record<Language, Record<SearchGroupId, string>> = {
  es: { contacts: 'Contactos', pages: 'Páginas', tasks: 'Tareas' },
  en: { contacts: 'Contacts', pages: 'Pages', tasks: 'Tasks' },
};
