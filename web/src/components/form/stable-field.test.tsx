import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stableField } from './stable-field';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

const renders = vi.fn();
const changes: string[] = [];

const Field = stableField(function Field({ label, value, onChange }: FieldProps) {
  renders(value);
  return (
    <button type="button" onClick={() => onChange(`${value}!`)}>
      {label}: {value}
    </button>
  );
});

/** A form in miniature: each render makes a new handler that knows what was typed by then, as a form's does. */
function Form() {
  const [value, setValue] = useState('a');
  const [typed, setTyped] = useState('');
  return (
    <>
      <input aria-label="other" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <Field
        label="field"
        value={value}
        onChange={(next) => {
          changes.push(`${next} after ${typed.length} typed`);
          setValue(next);
        }}
      />
    </>
  );
}

afterEach(() => {
  renders.mockClear();
  changes.length = 0;
});

describe('stableField', () => {
  it('does not re-render when the form re-renders with the same value and new handlers', () => {
    render(<Form />);
    const other = screen.getByRole('textbox', { name: 'other' });
    fireEvent.change(other, { target: { value: 'x' } });
    fireEvent.change(other, { target: { value: 'xy' } });
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('calls the handler of the latest render, and re-renders when its value changes', () => {
    render(<Form />);
    fireEvent.change(screen.getByRole('textbox', { name: 'other' }), { target: { value: 'xyz' } });
    fireEvent.click(screen.getByRole('button', { name: 'field: a' }));
    expect(changes).toEqual(['a! after 3 typed']);
    expect(screen.getByRole('button', { name: 'field: a!' })).toBeDefined();
    expect(renders).toHaveBeenLastCalledWith('a!');
  });
});
