// A button with nothing to do for now reads and looks disabled, keeps the focus, and a press (Enter in its form too)
// does nothing; with something to do it works as any button.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { focusableDisabled } from './focusable-disabled';

function SaveForm({ hasChanges, onSubmit }: { hasChanges: boolean; onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Nombre" />
      <button type="submit" {...focusableDisabled(!hasChanges)}>
        Guardar
      </button>
    </form>
  );
}

describe('focusableDisabled', () => {
  it('reads as disabled, stays focusable, and submits nothing', () => {
    const onSubmit = vi.fn();
    render(<SaveForm hasChanges={false} onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAttribute('data-disabled', 'true');
    save.focus();
    expect(save).toHaveFocus();
    fireEvent.click(save);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with something to do, is a button as any other', () => {
    const onSubmit = vi.fn();
    const onClick = vi.fn();
    render(<SaveForm hasChanges onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(save).not.toHaveAttribute('aria-disabled');
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    render(
      <button type="button" {...focusableDisabled(false, onClick)}>
        Subir
      </button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
