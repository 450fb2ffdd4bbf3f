// When a form's own checks refuse a submission, the focus goes to the first field they marked invalid: a keyboard
// user lands on it (a long form's first error may lie out of view) and a screen reader reads the field with its
// message. Before, the focus stayed on the submit button and nothing was said. One listener for every form of the
// app: forms mark their refused fields with aria-invalid (Mantine's inputs do), in the render that the submit
// event's handler causes, done before the next frame.

const invalidField =
  'input[aria-invalid="true"], textarea[aria-invalid="true"], select[aria-invalid="true"], [role="combobox"][aria-invalid="true"]';

export function focusFirstInvalidOnSubmit(root: Document = document): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    requestAnimationFrame(() => {
      // Not if the person has gone elsewhere meanwhile, nor if the focus is already on a refused field.
      const focused = root.activeElement;
      if (focused !== null && focused !== root.body && !form.contains(focused)) return;
      if (focused?.matches(invalidField)) return;
      form.querySelector<HTMLElement>(invalidField)?.focus();
    });
  };
  root.addEventListener('submit', onSubmit);
  return () => root.removeEventListener('submit', onSubmit);
}
