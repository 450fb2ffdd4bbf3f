import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepFocusWhileBusy } from './focus-kept-while-busy';

/**
 * What the browser does to a focused button as it is disabled, which jsdom does not: the focus goes to the page, and
 * the button, disabled by then, says it lost the focus to nothing.
 */
function disableWithFocus(button: HTMLButtonElement) {
  button.blur();
  button.disabled = true;
  button.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
}

describe('keepFocusWhileBusy', () => {
  let stop: () => void;
  let save: HTMLButtonElement;
  let other: HTMLInputElement;
  beforeEach(() => {
    document.body.innerHTML = '<input aria-label="Nombre"><button type="button">Guardar</button>';
    other = document.querySelector('input') as HTMLInputElement;
    save = document.querySelector('button') as HTMLButtonElement;
    stop = keepFocusWhileBusy();
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('gives the focus back to a button once it is enabled again', async () => {
    save.focus();
    disableWithFocus(save);
    expect(document.activeElement).toBe(document.body);
    save.disabled = false;
    await waitFor(() => expect(save).toHaveFocus());
  });

  it('leaves the focus where the person put it meanwhile', async () => {
    save.focus();
    disableWithFocus(save);
    other.focus();
    save.disabled = false;
    // The observer's answer to the change comes in a microtask: let it pass.
    await Promise.resolve();
    expect(other).toHaveFocus();
  });

  it('does nothing for a button left by a click elsewhere, nor once stopped', async () => {
    save.focus();
    save.blur();
    save.disabled = true;
    save.disabled = false;
    await Promise.resolve();
    expect(document.activeElement).toBe(document.body);

    stop();
    save.focus();
    disableWithFocus(save);
    save.disabled = false;
    await Promise.resolve();
    expect(document.activeElement).toBe(document.body);
  });
});
