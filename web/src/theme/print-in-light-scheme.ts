// Paper is white, and browsers print without backgrounds: a screen in the dark scheme printed its pale text on
// white paper. While the browser prints, the page takes the light scheme's colours, and gets its own back after.
const schemeAttribute = 'data-mantine-color-scheme';

/** Installs the listeners; returns a function that removes them. */
export function printInLightScheme(root: HTMLElement = document.documentElement): () => void {
  let printedFrom: string | null = null;
  const beforePrint = () => {
    printedFrom = root.getAttribute(schemeAttribute);
    if (printedFrom === 'dark') root.setAttribute(schemeAttribute, 'light');
  };
  const afterPrint = () => {
    // Unless the scheme was changed meanwhile (by another tab's choice, say).
    if (printedFrom === 'dark' && root.getAttribute(schemeAttribute) === 'light') {
      root.setAttribute(schemeAttribute, 'dark');
    }
    printedFrom = null;
  };
  window.addEventListener('beforeprint', beforePrint);
  window.addEventListener('afterprint', afterPrint);
  return () => {
    window.removeEventListener('beforeprint', beforePrint);
    window.removeEventListener('afterprint', afterPrint);
  };
}
