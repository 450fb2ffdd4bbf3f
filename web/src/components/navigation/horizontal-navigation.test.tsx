import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { layOutScrollBox } from '../../test-utils/scroll-box';
import { HorizontalNavigation } from './horizontal-navigation';
import type { NavigationItem } from './navigation-item';

const items: NavigationItem[] = ['Inicio', 'Proyectos', 'Catálogos', 'Riesgos', 'Administración'].map((title) => ({
  id: title,
  title,
  type: 'basic',
  link: `/${title}`,
}));

/** A row narrower than its entries, scrolled to `scrollLeft`. */
function layOut(row: HTMLElement, scrollLeft: number) {
  layOutScrollBox(row, { clientWidth: 300, scrollWidth: 700, scrollLeft });
}

describe('HorizontalNavigation', () => {
  it('shows no edge button while every entry fits', async () => {
    const { container } = renderWithRouter(<HorizontalNavigation items={items} label="Navegación" />);
    expect(await screen.findByRole('navigation', { name: 'Navegación' })).toBeInTheDocument();
    expect(container.querySelector('[data-edge]')).toBeNull();
  });

  it('offers an edge button on each side that has more entries, and scrolls the row with it', async () => {
    const { container } = renderWithRouter(<HorizontalNavigation items={items} label="Navegación" />);
    const row = await screen.findByRole('navigation', { name: 'Navegación' });
    const scrollBy = vi.fn();
    row.scrollBy = scrollBy;

    layOut(row, 0);
    expect(container.querySelector('[data-edge=start]')).toBeNull();
    const end = container.querySelector<HTMLElement>('[data-edge=end]');
    expect(end).not.toBeNull();
    // A pointer affordance: keyboard users tab through the entries themselves.
    expect(end).toHaveAttribute('tabindex', '-1');
    if (end) fireEvent.click(end);
    expect(scrollBy).toHaveBeenCalledWith({ left: 225, behavior: 'smooth' });

    layOut(row, 400);
    expect(container.querySelector('[data-edge=start]')).not.toBeNull();
    expect(container.querySelector('[data-edge=end]')).toBeNull();
  });

  it('tells a screen reader which entry is the screen shown, not by colour alone', async () => {
    renderWithRouter(<HorizontalNavigation items={items} label="Navegación" />, '/Riesgos');
    const row = await screen.findByRole('navigation', { name: 'Navegación' });
    const current = [...row.querySelectorAll('[aria-current]')].map((link) => link.textContent);
    expect(current).toEqual(['Riesgos']);
    expect(screen.getByRole('link', { name: 'Riesgos' })).toHaveAttribute('aria-current', 'page');
  });
});
