// Unit tests of the checklist edits: add, tick, remove, leaving other checklists untouched.
import { describe, expect, it } from 'vitest';
import { addCheckItem, addChecklist, removeCheckItem, removeChecklist, toggleCheckItem } from './checklists';

describe('checklist edits', () => {
  it('adds a checklist and an item, ticks and removes it', () => {
    const lists = addChecklist([{ id: 'a', name: 'Otra', checkItems: [] }], '  Trámites ');
    const listId = lists[1]?.id ?? '';
    expect(lists[1]).toMatchObject({ name: 'Trámites', checkItems: [] });
    const withItem = addCheckItem(lists, listId, ' Firmar ');
    const itemId = withItem[1]?.checkItems[0]?.id ?? '';
    expect(withItem[1]?.checkItems[0]).toMatchObject({ name: 'Firmar', checked: false });
    const ticked = toggleCheckItem(withItem, listId, itemId, true);
    expect(ticked[1]?.checkItems[0]?.checked).toBe(true);
    expect(ticked[0]).toBe(withItem[0]);
    expect(removeCheckItem(ticked, listId, itemId)[1]?.checkItems).toEqual([]);
    expect(removeChecklist(ticked, listId).map((list) => list.id)).toEqual(['a']);
  });
});
