// Shapes of the navigation answer (from the contract) and of its slice of the template state.
import type { Schema } from '../../contract/operation-types.ts';
import type { Language } from '../records/language.ts';

export type NavigationItem = Schema<'NavigationItem'>;
export type NavigationSet = Schema<'NavigationSet'>;
export type NavigationType = NavigationItem['type'];

export type NavigationState = Record<Language, NavigationSet>;
