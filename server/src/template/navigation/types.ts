// Shapes of the navigation answer and of its slice of the template state.
import type { Language } from '../records/language.ts';
import type { NavigationType } from './menu.ts';

export interface NavigationBadge {
  title: string;
  classes?: string;
}

export interface NavigationItem {
  id: string;
  title?: string;
  subtitle?: string;
  type: NavigationType;
  icon?: string;
  link?: string;
  badge?: NavigationBadge;
  accept?: string;
  reject?: string;
  children?: NavigationItem[];
}

export interface NavigationSet {
  compact: NavigationItem[];
  default: NavigationItem[];
  futuristic: NavigationItem[];
  horizontal: NavigationItem[];
}

export type NavigationState = Record<Language, NavigationSet>;
