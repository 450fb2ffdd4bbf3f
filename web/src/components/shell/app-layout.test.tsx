import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutName } from '../../lib/layout-name';
import { stubIdleTime } from '../../test-utils/idle-time';
import { stubViewportWidth } from '../../test-utils/viewport';
import type { NavigationItem } from '../navigation/navigation-item';
import type { ShellData, ShellUser } from './shell-data';

// The small-screen menu as a marker, and a count of the times its code was asked for.
const mobileMenu = vi.hoisted(() => ({ imports: 0 }));
vi.mock('./mobile-menu', () => {
  mobileMenu.imports += 1;
  return { MobileMenu: () => <div data-testid="mobile-menu" /> };
});

// The back-office panels as they are, and a count of the times their code was asked for.
const toolPanels = vi.hoisted(() => ({ imports: 0 }));
vi.mock('./tool-panels', async (importOriginal) => {
  toolPanels.imports += 1;
  return importOriginal();
});

const items: NavigationItem[] = [
  { id: 'home', title: 'Bienvenida', type: 'basic', link: '/welcome/home' },
  { id: 'boards', title: 'Tablero de gestión', type: 'basic', link: '/espacio/persona/tablero', accept: 'tablero' },
  { id: 'guests', title: 'Solo invitados', type: 'basic', link: '/web/ingresar', reject: 'tablero' },
];

function shellData(user: ShellUser | null): ShellData {
  return { navigation: { default: items, compact: items, futuristic: items, horizontal: items }, user };
}

// The layout's modules afresh for each test: the panels and the phone menu load once per module, so a count of
// their imports says what this test asked for whatever ran before it.
let AppLayout: typeof import('./app-layout').AppLayout;
let renderWithRouter: typeof import('../../test-utils/render').renderWithRouter;
beforeEach(async () => {
  vi.resetModules();
  toolPanels.imports = 0;
  mobileMenu.imports = 0;
  ({ AppLayout } = await import('./app-layout'));
  ({ renderWithRouter } = await import('../../test-utils/render'));
});

/** The layout around a paragraph "contenido", with the test menu and the given user. */
function renderLayout(layout: LayoutName, user: ShellUser | null) {
  return renderWithRouter(
    <AppLayout layout={layout} data={shellData(user)}>
      <p>contenido</p>
    </AppLayout>,
  );
}

const webUser: ShellUser = {
  kind: 'web',
  id: '64a1f0c2e4b0a1b2c3d4e5f6',
  username: 'maria.gonzalez',
  email: 'maria.gonzalez@example.org',
  personId: '64a1f0c2e4b0a1b2c3d4e5f7',
  hasPerson: true,
  moduleroles: ['tablero:view'],
};

describe('AppLayout', () => {
  it('sends MI ESPACIO to the web sign-in for a visitor in the capacitacion layout', async () => {
    renderLayout('capacitacion', null);
    expect(await screen.findByRole('link', { name: 'Mi espacio' })).toHaveAttribute('href', '/web/ingresar');
    expect(screen.getByRole('link', { name: 'Capacitación' })).toHaveAttribute('href', '/espacio/capacitacion');
    expect(screen.getByText(/Versión/)).toBeInTheDocument();
  });

  it('sends MI ESPACIO to the personal space for a user with a person', async () => {
    renderLayout('capacitacion', webUser);
    expect(await screen.findByRole('link', { name: 'Mi espacio' })).toHaveAttribute('href', '/espacio/persona');
  });

  it("shows only the navigation items the user's moduleroles allow", async () => {
    renderLayout('classic', webUser);
    expect(await screen.findByRole('link', { name: 'Tablero de gestión' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Solo invitados' })).not.toBeInTheDocument();
  });

  it('renders only the content, without header or footer, in the empty layout', async () => {
    renderLayout('empty', null);
    expect(await screen.findByText('contenido')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the back-office top-bar panels in back-office layouts only, from the first idle time on', async () => {
    let idleTime = stubIdleTime();
    const { unmount } = renderLayout('modern', null);
    expect(await screen.findByText('contenido')).toBeInTheDocument();
    // Their code and queries wait until the screen has asked for its own data.
    await act(async () => {});
    expect(toolPanels.imports).toBe(0);
    expect(screen.queryByRole('button', { name: 'Mensajes' })).not.toBeInTheDocument();
    // Their room is kept meanwhile, as wide as the buttons that come.
    const banner = screen.getByRole('banner');
    const rooms = () => [...banner.querySelectorAll<HTMLElement>('[data-button-room]')];
    const reserved = rooms().reduce((sum, room) => sum + Number(room.dataset.buttonRoom), 0);
    const buttonsBefore = within(banner).getAllByRole('button').length;
    await idleTime.pass();
    expect(await screen.findByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accesos directos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mensajes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(rooms()).toHaveLength(0);
    expect(within(banner).getAllByRole('button')).toHaveLength(buttonsBefore + reserved);
    unmount();

    idleTime = stubIdleTime();
    renderLayout('capacitacion', null);
    expect(await screen.findByRole('link', { name: 'Mi espacio' })).toBeInTheDocument();
    await idleTime.pass();
    expect(screen.queryByRole('button', { name: 'Buscar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mensajes' })).not.toBeInTheDocument();
  });

  it('renders the side panel and the menu rows on a wide screen, and neither on a phone (the burger stands in)', async () => {
    stubViewportWidth(1280);
    const wide = renderLayout('classy', webUser);
    expect(await screen.findByRole('link', { name: 'Bienvenida' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    wide.unmount();

    const horizontal = renderLayout('centered', webUser);
    expect(await screen.findByRole('link', { name: 'Bienvenida' })).toBeInTheDocument();
    horizontal.unmount();

    stubViewportWidth(390);
    for (const layout of ['classy', 'centered', 'material'] as const) {
      const narrow = renderLayout(layout, webUser);
      expect(await screen.findByText('contenido')).toBeInTheDocument();
      // By its label: the test DOM applies Mantine's stylesheet for its own 1024 px window, where it hides the burger.
      expect(screen.getByLabelText('Abrir o cerrar el menú')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Bienvenida' })).not.toBeInTheDocument();
      narrow.unmount();
    }
  });

  it('loads the small-screen menu after the first idle time on a phone, and not at all on a wide screen', async () => {
    stubViewportWidth(1280);
    let idleTime = stubIdleTime();
    const wide = renderLayout('classy', webUser);
    expect(await screen.findByText('contenido')).toBeInTheDocument();
    await idleTime.pass();
    expect(mobileMenu.imports).toBe(0);
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    wide.unmount();

    stubViewportWidth(390);
    idleTime = stubIdleTime();
    renderLayout('classy', webUser);
    expect(await screen.findByText('contenido')).toBeInTheDocument();
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    await idleTime.pass();
    expect(await screen.findByTestId('mobile-menu')).toBeInTheDocument();
    expect(mobileMenu.imports).toBe(1);
  });
});
