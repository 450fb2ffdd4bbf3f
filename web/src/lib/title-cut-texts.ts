// A text its box cuts (a badge's label or a line truncated with "…", a clamped paragraph) shows whole in the
// browser's tooltip when the pointer rests on it: a mouse user could not read the rest (a screen reader reads the
// whole text already). One listener for every such text of the app, measured when pointed at, so a text that fits
// gets no title, one that fits again loses it, and a title a component set itself stays.

const cutText = '.mantine-Badge-label, [data-truncate], [data-line-clamp]';
/** Marks the titles set here, the only ones taken away again. */
const ownTitle = 'data-cut-title';

function isCut(text: HTMLElement): boolean {
  return text.matches('[data-line-clamp]')
    ? text.scrollHeight > text.clientHeight
    : text.scrollWidth > text.clientWidth;
}

/** The text pointed at: the element itself, or a badge's label when the pointer is on the badge's padding. */
function textAt(target: Element): HTMLElement | null {
  return target.closest<HTMLElement>(cutText) ?? target.closest('.mantine-Badge-root')?.querySelector(cutText) ?? null;
}

export function titleCutTexts(root: Document = document): () => void {
  const onPointerOver = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const text = textAt(event.target);
    if (text === null || (text.hasAttribute('title') && !text.hasAttribute(ownTitle))) return;
    const whole = text.textContent?.trim() ?? '';
    if (whole !== '' && isCut(text)) {
      text.setAttribute('title', whole);
      text.setAttribute(ownTitle, '');
    } else if (text.hasAttribute(ownTitle)) {
      text.removeAttribute('title');
      text.removeAttribute(ownTitle);
    }
  };
  root.addEventListener('pointerover', onPointerOver);
  return () => root.removeEventListener('pointerover', onPointerOver);
}
