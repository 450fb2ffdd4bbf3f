// Shape of a navigation item as the shell renders it; the lead maps the generated API model onto it.
/** `spacer` is the template's empty gap between items. */
export type NavigationItemType = 'basic' | 'group' | 'collapsable' | 'aside' | 'divider' | 'spacer';

export interface NavigationItem {
  id: string;
  /** Dividers may come without a title. */
  title?: string;
  subtitle?: string;
  type: NavigationItemType;
  icon?: string;
  link?: string;
  children?: readonly NavigationItem[];
  /** Module name or module:role the user must hold for the item to show. */
  accept?: string;
  /** Module name or module:role that hides the item when the user holds it. */
  reject?: string;
}
