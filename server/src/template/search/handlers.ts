// `api/common/search`: contacts, menu pages and tasks matching the query, grouped as the template does.
import { holdsText } from '../../text/fold.ts';
import { typedHandlers } from '../contract-types.ts';
import { leaves } from '../navigation/tree.ts';
import { requestLanguage } from '../records/language.ts';
import { SEARCH_LABELS } from './labels.ts';

export const searchHandlers = typedHandlers({
  searchQuery: ({ state, body, query, headers }) => {
    const text = body.query.toLowerCase();
    // An empty query answers an object, every other query an array (template behaviour).
    if (text === '') return { results: [] };
    const language = requestLanguage(query, headers);
    // Case-insensitive as the template's, and accents aside too: "nunez" finds Núñez, "auditoria" the Auditoría page.
    const contains = (value: string | undefined) => holdsText(value, text);
    const contacts = state.template.contacts.contacts
      .filter((contact) => contains(contact.name))
      .map((contact) => ({ ...structuredClone(contact), link: `/apps/contacts/${contact.id}`, value: contact.name }));
    const pages = leaves(state.template.navigation[language].default)
      // Kept quirk: the subtitle is compared case-sensitively with the lowercased query.
      .filter((page) => contains(page.title) || (page.subtitle?.includes(text) ?? false))
      // Menu leaves are basic items with a title and a link (the menu test checks it); the guard states it for the types.
      .flatMap(({ title, link, type, ...page }) =>
        title === undefined || link === undefined || type !== 'basic'
          ? []
          : [{ ...structuredClone(page), type, title, link, value: title }],
      );
    const tasks = state.template.tasks.tasks
      .filter((task) => contains(task.title))
      .map((task) => ({ ...structuredClone(task), link: `/apps/tasks/${task.id}`, value: task.title }));
    const labels = SEARCH_LABELS[language];
    const groups = [
      { id: 'contacts' as const, label: labels.contacts, results: contacts },
      { id: 'pages' as const, label: labels.pages, results: pages },
      { id: 'tasks' as const, label: labels.tasks, results: tasks },
    ];
    return groups.filter((group) => group.results.length > 0);
  },
});
