import { describe, expect, it } from 'vitest';
import { filterNavigation, holdsCondition, isNavigationItemVisible } from './filter-navigation';
import type { NavigationItem } from './navigation-item';

const roles = ['tablero:view', 'workflow:admin', ' posts : edit '];

function item(id: string, extra: Partial<NavigationItem> = {}): NavigationItem {
  return { id, title: id, type: 'basic', link: `/${id}`, ...extra };
}

describe('holdsCondition', () => {
  it('holds a module name when any entry belongs to that module', () => {
    expect(holdsCondition('tablero', roles)).toBe(true);
    expect(holdsCondition('workflow', roles)).toBe(true);
  });

  it('does not hold a module name that only prefixes another module', () => {
    expect(holdsCondition('tab', roles)).toBe(false);
    expect(holdsCondition('tablero:', roles)).toBe(false);
  });

  it('holds a module:role pair only when that exact entry is present', () => {
    expect(holdsCondition('tablero:view', roles)).toBe(true);
    expect(holdsCondition('tablero:edit', roles)).toBe(false);
    expect(holdsCondition('workflow:view', roles)).toBe(false);
  });

  it('ignores surrounding spaces around the module part', () => {
    expect(holdsCondition('posts', roles)).toBe(true);
  });

  it('treats an entry without a colon as a bare module', () => {
    expect(holdsCondition('agenda', ['agenda'])).toBe(true);
    expect(holdsCondition('agenda:view', ['agenda'])).toBe(false);
  });

  it('holds nothing with no moduleroles', () => {
    expect(holdsCondition('tablero', [])).toBe(false);
    expect(holdsCondition('tablero:view', [])).toBe(false);
  });

  it('compares module names case-sensitively', () => {
    expect(holdsCondition('Tablero', roles)).toBe(false);
  });
});

describe('isNavigationItemVisible', () => {
  it('shows an item without conditions to everybody', () => {
    expect(isNavigationItemVisible({}, [])).toBe(true);
    expect(isNavigationItemVisible({}, roles)).toBe(true);
  });

  it('shows an accept item only to users holding it', () => {
    expect(isNavigationItemVisible({ accept: 'tablero' }, roles)).toBe(true);
    expect(isNavigationItemVisible({ accept: 'riesgos' }, roles)).toBe(false);
    expect(isNavigationItemVisible({ accept: 'tablero:view' }, roles)).toBe(true);
    expect(isNavigationItemVisible({ accept: 'tablero:edit' }, roles)).toBe(false);
  });

  it('hides a reject item from users holding it', () => {
    expect(isNavigationItemVisible({ reject: 'tablero' }, roles)).toBe(false);
    expect(isNavigationItemVisible({ reject: 'riesgos' }, roles)).toBe(true);
    expect(isNavigationItemVisible({ reject: 'workflow:admin' }, roles)).toBe(false);
    expect(isNavigationItemVisible({ reject: 'workflow:view' }, roles)).toBe(true);
  });

  it('requires accept to be held and reject not to be held when both are set', () => {
    expect(isNavigationItemVisible({ accept: 'tablero', reject: 'workflow' }, roles)).toBe(false);
    expect(isNavigationItemVisible({ accept: 'tablero', reject: 'riesgos' }, roles)).toBe(true);
  });

  it('treats blank conditions as absent', () => {
    expect(isNavigationItemVisible({ accept: '' }, [])).toBe(true);
    expect(isNavigationItemVisible({ accept: '  ', reject: '' }, roles)).toBe(true);
  });
});

describe('filterNavigation', () => {
  const tree: NavigationItem[] = [
    item('home'),
    item('boards', { accept: 'tablero' }),
    item('risk', { accept: 'riesgos' }),
    item('guest', { reject: 'workflow' }),
    {
      id: 'admin',
      title: 'admin',
      type: 'group',
      children: [
        item('users', { accept: 'users:admin' }),
        item('flows', { accept: 'workflow:admin' }),
        {
          id: 'deep',
          title: 'deep',
          type: 'collapsable',
          children: [item('deep-ok'), item('deep-hidden', { reject: 'tablero:view' })],
        },
      ],
    },
  ];

  it('keeps visible items in order and filters children at every depth', () => {
    const visible = filterNavigation(tree, roles);
    expect(visible.map((entry) => entry.id)).toEqual(['home', 'boards', 'admin']);
    const admin = visible[2];
    expect(admin?.children?.map((entry) => entry.id)).toEqual(['flows', 'deep']);
    expect(admin?.children?.[1]?.children?.map((entry) => entry.id)).toEqual(['deep-ok']);
  });

  it('shows only unconditioned and reject items to a user without moduleroles', () => {
    const visible = filterNavigation(tree, []);
    expect(visible.map((entry) => entry.id)).toEqual(['home', 'guest', 'admin']);
    expect(visible[2]?.children?.map((entry) => entry.id)).toEqual(['deep']);
    expect(visible[2]?.children?.[0]?.children?.map((entry) => entry.id)).toEqual(['deep-ok', 'deep-hidden']);
  });

  it('hides a whole branch when its parent is rejected', () => {
    const visible = filterNavigation([{ ...tree[4], reject: 'tablero' } as NavigationItem], roles);
    expect(visible).toEqual([]);
  });

  it('does not modify the input items', () => {
    const before = structuredClone(tree);
    filterNavigation(tree, roles);
    expect(tree).toEqual(before);
  });

  it('returns an empty list for no items', () => {
    expect(filterNavigation([], roles)).toEqual([]);
  });
});
