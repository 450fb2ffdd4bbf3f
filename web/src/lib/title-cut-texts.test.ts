import { afterEach, describe, expect, it } from 'vitest';
import { titleCutTexts } from './title-cut-texts';

/** jsdom lays nothing out: the widths a browser would measure. */
function sized(element: HTMLElement, scroll: number, client: number): HTMLElement {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scroll });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: client });
  return element;
}

function badge(text: string): { root: HTMLElement; label: HTMLElement } {
  const root = document.createElement('div');
  root.className = 'mantine-Badge-root';
  const label = document.createElement('span');
  label.className = 'mantine-Badge-label';
  label.textContent = text;
  root.append(label);
  document.body.append(root);
  return { root, label };
}

const pointAt = (element: Element) => element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));

describe('titleCutTexts', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it('a badge cut by its box shows its whole text as its title, pointed at on its label or its padding', () => {
    stop = titleCutTexts();
    const { root, label } = badge('Expediente-2026-000123-Contratación-de-obras');
    sized(label, 420, 180);
    pointAt(root);
    expect(label.title).toBe('Expediente-2026-000123-Contratación-de-obras');
    // Wide enough again: the title goes.
    sized(label, 180, 180);
    pointAt(label);
    expect(label.hasAttribute('title')).toBe(false);
  });

  it('a text that fits gets no title, and a title of its own is kept', () => {
    stop = titleCutTexts();
    const fits = badge('Activa').label;
    sized(fits, 40, 40);
    pointAt(fits);
    expect(fits.hasAttribute('title')).toBe(false);

    const truncated = document.createElement('p');
    truncated.dataset.truncate = 'end';
    truncated.title = 'Nombre completo';
    truncated.textContent = 'Nombre completo del organismo';
    document.body.append(sized(truncated, 300, 100));
    pointAt(truncated);
    expect(truncated.title).toBe('Nombre completo');
  });
});
