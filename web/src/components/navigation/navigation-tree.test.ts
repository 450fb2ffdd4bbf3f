import { describe, expect, it } from 'vitest';
import type { NavigationItem } from './navigation-item';
import { ariaCurrent, collectLinkedLeaves, isExternalLink, isLinkActive } from './navigation-tree';

describe('collectLinkedLeaves', () => {
  it('returns the linked basic items under groups, collapsables and asides in order', () => {
    const items: NavigationItem[] = [
      { id: 'a', type: 'basic', link: '/a' },
      { id: 'd', type: 'divider' },
      {
        id: 'g',
        type: 'group',
        children: [
          { id: 'b', type: 'basic', link: '/b' },
          { id: 'c', type: 'collapsable', children: [{ id: 'c1', type: 'basic', link: '/c1' }] },
          { id: 'x', type: 'aside', children: [{ id: 'x1', type: 'basic', link: '/x1' }] },
          { id: 'nolink', type: 'basic' },
        ],
      },
    ];
    expect(collectLinkedLeaves(items).map((item) => item.id)).toEqual(['a', 'b', 'c1', 'x1']);
  });
});

describe('isLinkActive', () => {
  it('matches the same path and paths below it', () => {
    expect(isLinkActive('/espacio', '/espacio')).toBe(true);
    expect(isLinkActive('/espacio/persona', '/espacio')).toBe(true);
    expect(isLinkActive('/espacio/persona', '/espacio/persona/')).toBe(true);
  });

  it('does not match a sibling path sharing a prefix', () => {
    expect(isLinkActive('/espacios', '/espacio')).toBe(false);
  });

  it('matches the root link only on the root path', () => {
    expect(isLinkActive('/', '/')).toBe(true);
    expect(isLinkActive('/welcome/home', '/')).toBe(false);
  });

  it('never matches missing or external links', () => {
    expect(isLinkActive('/a', undefined)).toBe(false);
    expect(isLinkActive('/a', 'https://example.org/a')).toBe(false);
  });
});

describe('isExternalLink', () => {
  it('recognises links with a scheme', () => {
    expect(isExternalLink('https://example.org')).toBe(true);
    expect(isExternalLink('mailto:a@b.c')).toBe(true);
    expect(isExternalLink('/espacio')).toBe(false);
  });
});

describe('ariaCurrent', () => {
  it('marks the entry of the screen shown as the page, the entry of its section as current, others not at all', () => {
    expect(ariaCurrent('/users', '/users')).toBe('page');
    expect(ariaCurrent('/espacio/persona', '/espacio/persona/')).toBe('page');
    expect(ariaCurrent('/users/42', '/users')).toBe('true');
    expect(ariaCurrent('/users', '/users/42')).toBeUndefined();
    expect(ariaCurrent('/usersx', '/users')).toBeUndefined();
    expect(ariaCurrent('/users', undefined)).toBeUndefined();
  });
});
