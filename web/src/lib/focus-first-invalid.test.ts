import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusFirstInvalidOnSubmit } from './focus-first-invalid';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('focusFirstInvalidOnSubmit', () => {
  let stop: () => void;
  let form: HTMLFormElement;
  let button: HTMLButtonElement;

  beforeEach(() => {
    document.body.innerHTML =
      '<form><input name="name"><input name="email"><input name="phone"><button type="submit">Guardar</button></form>' +
      '<button id="elsewhere">Otro</button>';
    form = document.querySelector('form') as HTMLFormElement;
    button = form.querySelector('button') as HTMLButtonElement;
    stop = focusFirstInvalidOnSubmit();
  });
  afterEach(() => stop());

  /** As a form's own checks do: refuse the submission and mark the fields named. */
  function refuse(...names: string[]) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      for (const name of names) form.querySelector(`[name="${name}"]`)?.setAttribute('aria-invalid', 'true');
    });
  }

  it('takes the focus from the submit button to the first field refused', async () => {
    refuse('phone', 'email');
    button.focus();
    form.requestSubmit(button);
    await nextFrame();
    expect(document.activeElement).toBe(form.querySelector('[name="email"]'));
  });

  it('leaves the focus where it is when nothing was refused', async () => {
    form.addEventListener('submit', (event) => event.preventDefault());
    button.focus();
    form.requestSubmit(button);
    await nextFrame();
    expect(document.activeElement).toBe(button);
  });

  it('leaves the focus alone if the person has moved out of the form meanwhile', async () => {
    refuse('name');
    button.focus();
    form.requestSubmit(button);
    const elsewhere = document.getElementById('elsewhere') as HTMLButtonElement;
    elsewhere.focus();
    await nextFrame();
    expect(document.activeElement).toBe(elsewhere);
  });

  it("takes the focus to a field the server's answer refuses later, while the focus waits on the button", async () => {
    form.addEventListener('submit', (event) => event.preventDefault());
    button.focus();
    form.requestSubmit(button);
    await nextFrame();
    expect(document.activeElement).toBe(button);
    form.querySelector('[name="email"]')?.setAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(document.activeElement).toBe(form.querySelector('[name="email"]')));
  });

  it('leaves a later refusal alone once the person has moved on', async () => {
    form.addEventListener('submit', (event) => event.preventDefault());
    button.focus();
    form.requestSubmit(button);
    await nextFrame();
    const name = form.querySelector('[name="name"]') as HTMLInputElement;
    name.focus();
    form.querySelector('[name="email"]')?.setAttribute('aria-invalid', 'true');
    // Mutation observers report in a microtask: after this frame any move would have happened.
    await nextFrame();
    expect(document.activeElement).toBe(name);
  });
});
