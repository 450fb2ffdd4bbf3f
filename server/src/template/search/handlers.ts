// `api/common/search`: contacts, menu pages and tasks matching the query, grouped as the template does.
import type { HandlerMap } from '../../contract/handler.ts';
import { leaves } from '../navigation/tree.ts';
import { requestLanguage } from '../records/language.ts';
import { SEARCH_LABELS, type SearchGroupId } from './labels.ts';

/** The fields search needs of a task of the tasks app (its slice belongs to that area). */
interface SearchableTask {
  id: string;
  title: string;
}

export const searchHandlers: HandlerMap = {
  searchQuery: ({ state, body, query, headers }) => {
    const text = (body as { query: string }).query.toLowerCase();
    // An empty query answers an object, every other query an array (template behaviour).
    if (text === '') return { results: [] };
    const language = requestLanguage(query, headers);
    const contains = (value: string | undefined) => value?.toLowerCase().includes(text) ?? false;
    const contacts = state.template.contacts.contacts
      .filter((contact) => contains(contact.name))
      .map((contact) => ({ ...structuredClone(contact), link: `/apps/contacts/${contact.id}`, value: contact.name }));
    const pages = leaves(state.template.navigation[language].default)
      // Kept quirk: the subtitle is compared case-sensitively with the lowercased query.
      .filter((page) => contains(page.title) || (page.subtitle?.includes(text) ?? false))
      .map((page) => ({ ...structuredClone(page), value: page.title }));
    const tasks = ((state.template.tasks as { tasks?: SearchableTask[] } | undefined)?.tasks ?? [])
      .filter((task) => contains(task.title))
      .map((task) => ({ ...structuredClone(task), link: `/apps/tasks/${task.id}`, value: task.title }));
    const groups: [SearchGroupId, object[]][] = [
      ['contacts', contacts],
      ['pages', pages],
      ['tasks', tasks],
    ];
    const labels = SEARCH_LABELS[language];
    return groups
      .filter(([, results]) => results.length > 0)
      .map(([id, results]) => ({ id, label: labels[id], results }));
  },
};
