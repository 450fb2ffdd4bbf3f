// When a form refuses a submission, the focus goes to the first field it marked invalid: a keyboard user lands on it
// (a long form's first error may lie out of view) and a screen reader reads the field with its message. Before,
// the focus stayed on the submit button and nothing was said. One listener for every form of the app: forms mark
// refused fields with aria-invalid (Mantine's inputs do). The form's own checks mark them in the render the submit
// event causes, done by the next frame; the server's refusal marks them later, when its answer arrives, so until
// the person moves the focus on, a field marked afterwards takes it too.

const invalidField =
  'input[aria-invalid="true"], textarea[aria-invalid="true"], select[aria-invalid="true"], [role="combobox"][aria-invalid="true"]';

export function focusFirstInvalidOnSubmit(root: Document = document): () => void {
  let stopWatching = () => {};

  /** Focuses the form's first refused field, unless the person is elsewhere; true once the focus is on one. */
  const focusFirstInvalid = (form: HTMLFormElement): boolean => {
    const focused = root.activeElement;
    if (focused !== null && focused !== root.body && !form.contains(focused)) return true;
    if (focused?.matches(invalidField)) return true;
    const field = form.querySelector<HTMLElement>(invalidField);
    field?.focus();
    return field !== null;
  };

  const watch = (form: HTMLFormElement) => {
    const observer = new MutationObserver(() => {
      if (focusFirstInvalid(form)) stopWatching();
    });
    observer.observe(form, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'] });
    // The person moves on: a field refused later is no longer theirs to be taken to.
    const onFocusIn = () => stopWatching();
    root.addEventListener('focusin', onFocusIn);
    stopWatching = () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      stopWatching = () => {};
    };
  };

  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    stopWatching();
    requestAnimationFrame(() => {
      if (!focusFirstInvalid(form)) watch(form);
    });
  };
  root.addEventListener('submit', onSubmit);
  return () => {
    stopWatching();
    root.removeEventListener('submit', onSubmit);
  };
}
