// The table that drives the one shell component: what each of the fourteen layouts shows and where.
import type { UserKind } from '@http-client';
import type { LayoutName } from '../../lib/layout-name';
import type { NavigationVariant } from './shell-data';

/** Where navigation sits on medium and larger screens; below that every layout uses an overlay. */
export type NavigationPlacement = 'none' | 'vertical' | 'horizontal' | 'training';

/** Look of the vertical side panel: full list, or a narrow rail of icons. */
export type NavigationAppearance = 'list' | 'compact' | 'dense' | 'thin';

export interface LayoutDefinition {
  placement: NavigationPlacement;
  /** Which of the four navigation menus the layout shows on medium and larger screens. */
  variant: NavigationVariant;
  appearance: NavigationAppearance;
  /** Side panel width in px on medium and larger screens (vertical placement only). */
  navbarWidth: number;
  /** Enterprise and material put the navigation on a second header row. */
  hasNavigationRow: boolean;
  /** Header rows painted with the theme colour: none, only the first (enterprise) or all (material). */
  headerColor: 'surface' | 'primaryTopRow' | 'primary';
  /** Header and content centred in a limited width instead of spanning the window. */
  isContained: boolean;
  /** Company layouts: footer with copyright, version and revision. */
  hasFooter: boolean;
  /** Classy and futuristic show the signed-in user in the side panel. */
  showsUserInNavbar: boolean;
  /** Futuristic paints the side panel with the theme colour instead of dark grey. */
  hasColoredNavbar: boolean;
  /** Whose session the header shows: staff in the back-office, web users in the training and personal space. */
  session: UserKind;
  /** Back-office top bar: search, shortcuts, messages and notifications beside language and fullscreen. */
  hasToolPanels: boolean;
  /** Team-chat panel (the product adds it to some layouts; here those with room for it). */
  hasTeamChat: boolean;
}

const base: LayoutDefinition = {
  placement: 'vertical',
  variant: 'default',
  appearance: 'list',
  navbarWidth: 280,
  hasNavigationRow: false,
  headerColor: 'surface',
  isContained: false,
  hasFooter: false,
  showsUserInNavbar: false,
  hasColoredNavbar: false,
  session: 'admin',
  hasToolPanels: true,
  hasTeamChat: false,
};

const horizontal: LayoutDefinition = { ...base, placement: 'horizontal', variant: 'horizontal', navbarWidth: 0 };
const training: LayoutDefinition = {
  ...base,
  placement: 'training',
  navbarWidth: 0,
  hasFooter: true,
  session: 'web',
  hasToolPanels: false,
};

export const layoutDefinitions: Record<LayoutName, LayoutDefinition> = {
  empty: { ...base, placement: 'none', navbarWidth: 0, hasToolPanels: false },
  centered: { ...horizontal, isContained: true },
  enterprise: { ...horizontal, hasNavigationRow: true, headerColor: 'primaryTopRow', hasTeamChat: true },
  material: { ...horizontal, hasNavigationRow: true, headerColor: 'primary', isContained: true },
  modern: { ...horizontal, hasTeamChat: true },
  capacitacion: training,
  personhome: training,
  persontablero: training,
  classic: { ...base, hasTeamChat: true },
  classy: { ...base, showsUserInNavbar: true, hasTeamChat: true },
  compact: { ...base, variant: 'compact', appearance: 'compact', navbarWidth: 112 },
  dense: { ...base, appearance: 'dense', navbarWidth: 80 },
  futuristic: {
    ...base,
    variant: 'futuristic',
    showsUserInNavbar: true,
    hasColoredNavbar: true,
    hasTeamChat: true,
  },
  thin: { ...base, variant: 'compact', appearance: 'thin', navbarWidth: 72 },
};
