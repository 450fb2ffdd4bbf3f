// Seed of the navigation: the menu localised into each language, in the template's four variants.
import type { Language } from '../records/language.ts';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import { DEFAULT_MENU, type MenuNode } from './menu.ts';
import type { NavigationItem, NavigationSet, NavigationState, NavigationType } from './types.ts';

type Locale = Record<string, { title: string; subtitle?: string }>;
export const LOCALES: Record<Language, Locale> = { es, en };

function localize(node: MenuNode, locale: Locale): NavigationItem {
  const { children, ...fields } = node;
  const text = locale[node.id];
  if (text === undefined && node.type !== 'divider') throw new Error(`Navigation item ${node.id} has no title`);
  const item: NavigationItem = { ...fields, ...text };
  if (children !== undefined) item.children = children.map((child) => localize(child, locale));
  return item;
}

/**
 * The other layouts list the default menu's groups as top-level entries of their own type, with
 * empty children: the navigation answer fills them with a copy of the default group's children.
 */
function variant(items: NavigationItem[], type: NavigationType): NavigationItem[] {
  return items
    .filter((item) => item.type === 'group')
    .map(({ children: _children, subtitle: _subtitle, ...item }) => ({ ...item, type, children: [] }));
}

function navigationSet(locale: Locale): NavigationSet {
  const items = DEFAULT_MENU.map((node) => localize(node, locale));
  return {
    compact: variant(items, 'aside'),
    default: items,
    futuristic: variant(items, 'group'),
    horizontal: variant(items, 'group'),
  };
}

export function seedNavigation(): NavigationState {
  return { es: navigationSet(LOCALES.es), en: navigationSet(LOCALES.en) };
}
