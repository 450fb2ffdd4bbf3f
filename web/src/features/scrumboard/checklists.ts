// Pure edits of a card's checklists (the dialog keeps them in its form and saves them with the card).
import type { ScrumboardChecklist } from '@api/model';

export const newId = (): string => crypto.randomUUID();

export const addChecklist = (lists: ScrumboardChecklist[], name: string): ScrumboardChecklist[] => [
  ...lists,
  { id: newId(), name: name.trim(), checkItems: [] },
];

export const removeChecklist = (lists: ScrumboardChecklist[], id: string): ScrumboardChecklist[] =>
  lists.filter((list) => list.id !== id);

type Items = ScrumboardChecklist['checkItems'];

function withItems(lists: ScrumboardChecklist[], listId: string, change: (items: Items) => Items) {
  return lists.map((list) => (list.id === listId ? { ...list, checkItems: change(list.checkItems) } : list));
}

export const addCheckItem = (lists: ScrumboardChecklist[], listId: string, name: string) =>
  withItems(lists, listId, (items) => [...items, { id: newId(), name: name.trim(), checked: false }]);

export const toggleCheckItem = (lists: ScrumboardChecklist[], listId: string, itemId: string, checked: boolean) =>
  withItems(lists, listId, (items) => items.map((item) => (item.id === itemId ? { ...item, checked } : item)));

export const removeCheckItem = (lists: ScrumboardChecklist[], listId: string, itemId: string) =>
  withItems(lists, listId, (items) => items.filter((item) => item.id !== itemId));
