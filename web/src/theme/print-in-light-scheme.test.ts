import { afterEach, describe, expect, it } from 'vitest';
import { printInLightScheme } from './print-in-light-scheme';

describe('printInLightScheme', () => {
  let remove = () => {};
  afterEach(() => remove());

  it('prints a dark page in the light scheme, then gives it back the dark one', () => {
    const root = document.createElement('html');
    root.setAttribute('data-mantine-color-scheme', 'dark');
    remove = printInLightScheme(root);
    window.dispatchEvent(new Event('beforeprint'));
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
    window.dispatchEvent(new Event('afterprint'));
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('leaves a light page as it is', () => {
    const root = document.createElement('html');
    root.setAttribute('data-mantine-color-scheme', 'light');
    remove = printInLightScheme(root);
    window.dispatchEvent(new Event('beforeprint'));
    window.dispatchEvent(new Event('afterprint'));
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});
