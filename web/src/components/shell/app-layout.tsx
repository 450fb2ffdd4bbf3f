// The one application shell: looks up the layout in the definition table and arranges header, navigation,
// content, footer and the small-screen navigation overlay accordingly.
import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import type { LayoutName } from '../../lib/layout-name';
import { useIsPastIdle } from '../../lib/when-idle';
import { filterNavigation } from '../navigation/filter-navigation';
import classes from './app-layout.module.css';
import { layoutDefinitions } from './layout-definitions';
import type { ShellData } from './shell-data';
import { ShellFooter } from './shell-footer';
import { ShellHeader } from './shell-header';
import { ShellNavbar } from './shell-navbar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useIsWideScreen } from './use-is-wide-screen';

interface AppLayoutProps {
  layout: LayoutName;
  data: ShellData;
  children: ReactNode;
}

// The small-screen overlay (a drawer, with Mantine's modal and floating layers) is not part of the first screen:
// on a narrow screen it loads in the first idle time after it, or at once when the menu button is pressed
// earlier; a wide screen, which hides the menu button, loads it only if it narrows and the button is pressed.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));
// Loaded only when the menus could not be loaded: the first download does not carry it.
const NavigationFailure = lazy(() =>
  import('./navigation-failure').then((module) => ({ default: module.NavigationFailure })),
);

const headerHeight = 64;
const navigationRowHeight = 48;
const footerHeight = 48;

export function AppLayout({ layout, data, children }: AppLayoutProps) {
  const definition = layoutDefinitions[layout];
  const [isMenuOpen, menu] = useDisclosure(false);
  const isPastIdle = useIsPastIdle();
  const isWideScreen = useIsWideScreen();
  const { navigation, user, navigationFailure } = data;
  const items = useMemo(
    () => filterNavigation(navigation[definition.variant], user?.moduleroles ?? []),
    [navigation, definition.variant, user],
  );
  const mobileItems = useMemo(() => filterNavigation(navigation.default, user?.moduleroles ?? []), [navigation, user]);

  if (definition.placement === 'none') {
    return (
      <main className={classes.emptyMain} data-layout={layout} id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
    );
  }

  const isVertical = definition.placement === 'vertical';
  return (
    <AppShell
      layout={isVertical ? 'alt' : 'default'}
      header={{
        height: definition.hasNavigationRow
          ? { base: headerHeight, md: headerHeight + navigationRowHeight }
          : headerHeight,
      }}
      navbar={isVertical ? { width: definition.navbarWidth, breakpoint: 'md', collapsed: { mobile: true } } : undefined}
      footer={definition.hasFooter ? { height: footerHeight } : undefined}
      padding={0}
      className={classes.root}
      data-layout={layout}
    >
      <SkipLink />
      <AppShell.Header>
        <ShellHeader
          definition={definition}
          items={items}
          user={user}
          isMenuOpen={isMenuOpen}
          onToggleMenu={menu.toggle}
          showsNavigation={isWideScreen}
        />
      </AppShell.Header>
      {/* Narrow screens hide the side panel (the burger's menu stands in): it is not rendered there. */}
      {isVertical && isWideScreen && <ShellNavbar definition={definition} items={items} user={user} />}
      <AppShell.Main className={classes.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container fluid={!definition.isContained} size="lg" p="lg">
          {/* Above the screen, whatever the layout: a side panel, a rail or a menu row left empty says nothing. */}
          {navigationFailure && (
            <Suspense fallback={null}>
              <NavigationFailure query={navigationFailure} />
            </Suspense>
          )}
          {children}
        </Container>
      </AppShell.Main>
      {definition.hasFooter && (
        <AppShell.Footer>
          <ShellFooter />
        </AppShell.Footer>
      )}
      {((isPastIdle && !isWideScreen) || isMenuOpen) && (
        <Suspense fallback={null}>
          <MobileMenu
            isOpen={isMenuOpen}
            onClose={menu.close}
            items={mobileItems}
            user={user}
            isTraining={definition.placement === 'training'}
            navigationFailure={navigationFailure}
          />
        </Suspense>
      )}
    </AppShell>
  );
}
