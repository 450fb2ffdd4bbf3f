// Header of every non-empty layout: menu toggle, brand, horizontal navigation (one or two rows) and toolbar.
import { Box, Burger, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HorizontalNavigation } from '../navigation/horizontal-navigation';
import type { NavigationItem } from '../navigation/navigation-item';
import classes from './app-layout.module.css';
import { Brand } from './brand';
import type { LayoutDefinition } from './layout-definitions';
import type { ShellUser } from './shell-data';
import { ShellToolbar } from './shell-toolbar';
import { TrainingLinks } from './training-links';

interface ShellHeaderProps {
  definition: LayoutDefinition;
  items: readonly NavigationItem[];
  user: ShellUser | null;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  /** The horizontal menus, which narrow screens hide (the burger's menu stands in): not rendered there. */
  showsNavigation: boolean;
}

interface HeaderRowProps {
  isColored: boolean;
  isContained: boolean;
  className: string | undefined;
  children: ReactNode;
}

/** A full-width band whose content follows the layout's width; coloured bands get dark-scheme tokens. */
function HeaderRow({ isColored, isContained, className, children }: HeaderRowProps) {
  return (
    <Box
      className={isColored ? `${className} ${classes.onPrimary}` : className}
      data-mantine-color-scheme={isColored ? 'dark' : undefined}
    >
      <Container fluid={!isContained} size="lg" h="100%" className={classes.headerContainer}>
        {children}
      </Container>
    </Box>
  );
}

export function ShellHeader({ definition, items, user, isMenuOpen, onToggleMenu, showsNavigation }: ShellHeaderProps) {
  const { t } = useTranslation('layout');
  const { placement, hasNavigationRow, headerColor, isContained } = definition;
  const navigationLabel = t('navigation.label');

  return (
    <>
      <HeaderRow isColored={headerColor !== 'surface'} isContained={isContained} className={classes.headerRow}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="sm" wrap="nowrap" className={placement === 'horizontal' ? classes.headerStart : undefined}>
            <Burger
              opened={isMenuOpen}
              onClick={onToggleMenu}
              hiddenFrom="md"
              size="sm"
              aria-label={t('menu.toggle')}
              // Shown on small screens only, where it opens the navigation drawer (mobile-menu.tsx).
              aria-haspopup="dialog"
              aria-expanded={isMenuOpen}
            />
            {/* Vertical layouts show the brand in the side panel on larger screens. Beside the staff's full toolbar,
                the narrowest phones keep the room for their tools: the brand is in the menu's drawer. */}
            <Box
              hiddenFrom={placement === 'vertical' ? 'md' : undefined}
              className={
                definition.hasToolPanels ? `${classes.headerBrand} ${classes.crowdedBrand}` : classes.headerBrand
              }
            >
              <Brand showsName={placement !== 'vertical'} hidesNameOnSmallScreens />
            </Box>
            {placement === 'horizontal' && !hasNavigationRow && showsNavigation && (
              <Box visibleFrom="md" className={classes.headerNavigation}>
                <HorizontalNavigation items={items} label={navigationLabel} />
              </Box>
            )}
          </Group>
          {placement === 'training' && (
            <Box visibleFrom="md">
              <TrainingLinks user={user} orientation="horizontal" />
            </Box>
          )}
          <ShellToolbar
            definition={definition}
            user={user}
            signInTo={placement === 'training' ? '/web/ingresar' : '/sign-in'}
          />
        </Group>
      </HeaderRow>
      {hasNavigationRow && showsNavigation && (
        <Box visibleFrom="md">
          <HeaderRow isColored={headerColor === 'primary'} isContained={isContained} className={classes.navigationRow}>
            <Group h="100%" wrap="nowrap">
              <HorizontalNavigation items={items} label={navigationLabel} />
            </Group>
          </HeaderRow>
        </Box>
      )}
    </>
  );
}
