import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { layOutScrollBox } from '../../test-utils/scroll-box';
import { stubViewportWidth } from '../../test-utils/viewport';
import { PaneBody, TwoPane, type TwoPaneProps } from './two-pane';

function renderPanes(props: Partial<TwoPaneProps> = {}) {
  const onBack = vi.fn();
  renderWithRouter(
    <TwoPane
      list={<p>la lista</p>}
      detail={<p>el detalle</p>}
      empty={<p>nada elegido</p>}
      hasSelection={false}
      onBack={onBack}
      backLabel="Volver"
      {...props}
    />,
  );
  return onBack;
}

describe('TwoPane', () => {
  it('shows list and detail side by side on a wide screen, without a back button', async () => {
    stubViewportWidth(1280);
    renderPanes({ hasSelection: true });
    expect(await screen.findByText('la lista')).toBeInTheDocument();
    expect(screen.getByText('el detalle')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();
  });

  it('shows the empty state beside the list while nothing is selected', async () => {
    stubViewportWidth(1280);
    renderPanes();
    expect(await screen.findByText('nada elegido')).toBeInTheDocument();
    expect(screen.queryByText('el detalle')).not.toBeInTheDocument();
  });

  it('shows only the list on a phone while nothing is selected', async () => {
    stubViewportWidth(390);
    renderPanes();
    expect(await screen.findByText('la lista')).toBeInTheDocument();
    expect(screen.queryByText('nada elegido')).not.toBeInTheDocument();
  });

  it('shows only the detail on a phone once something is selected, with a back button', async () => {
    stubViewportWidth(390);
    const onBack = renderPanes({ hasSelection: true });
    expect(await screen.findByText('el detalle')).toBeInTheDocument();
    expect(screen.queryByText('la lista')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('puts the sidebar in a column on large screens and behind a menu button on smaller ones', async () => {
    stubViewportWidth(1280);
    renderPanes({ sidebar: <p>carpetas</p>, sidebarLabel: 'Carpetas' });
    expect(await screen.findByText('carpetas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carpetas' })).not.toBeInTheDocument();
  });

  it('opens the sidebar drawer from the list pane on a phone', async () => {
    stubViewportWidth(390);
    renderPanes({ sidebar: <p>carpetas</p>, sidebarLabel: 'Carpetas' });
    expect(screen.queryByText('carpetas')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Carpetas' }));
    expect(await screen.findByText('carpetas')).toBeInTheDocument();
  });
});

describe('PaneBody', () => {
  const overflowing = { clientHeight: 300, scrollHeight: 900, scrollTop: 0 };

  async function renderBody(content: ReactNode): Promise<HTMLElement> {
    renderWithRouter(<PaneBody>{content}</PaneBody>);
    const body = (await screen.findByText('Texto del correo')).parentElement;
    if (!body) throw new Error('no pane body');
    return body;
  }

  it('is a tab stop while its text scrolls, and none once it fits', async () => {
    const body = await renderBody(<p>Texto del correo</p>);
    layOutScrollBox(body, overflowing);
    expect(body).toHaveAttribute('tabindex', '0');
    layOutScrollBox(body, { clientHeight: 900, scrollHeight: 900, scrollTop: 0 });
    expect(body).not.toHaveAttribute('tabindex');
  });

  it('adds no tab stop when links inside carry the keyboard through it', async () => {
    const body = await renderBody(
      <>
        <p>Texto del correo</p>
        <a href="/apps/contacts">Contactos</a>
      </>,
    );
    layOutScrollBox(body, overflowing);
    expect(body).not.toHaveAttribute('tabindex');
  });
});
