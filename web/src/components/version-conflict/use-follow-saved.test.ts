import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFollowSaved } from './use-follow-saved';

interface Account {
  name: string;
  email: string;
}

const opened: Account = { name: 'Lucía Fernández', email: 'fernandez.lucia@empresa.es' };

function renderFollowing() {
  return renderHook(
    ({ saved }: { saved: Account }) => {
      const form = useForm({ initialValues: saved });
      useFollowSaved(form, saved);
      return form;
    },
    { initialProps: { saved: opened } },
  );
}

describe('useFollowSaved', () => {
  it('shows the saved values in a form without changes, and counts no change', () => {
    const { result, rerender } = renderFollowing();
    const saved = { ...opened, name: 'Lucía Fernández Gil' };
    rerender({ saved });
    expect(result.current.getValues()).toEqual(saved);
    expect(result.current.isDirty()).toBe(false);
  });

  it('keeps the fields the person changed, takes the others, and counts changes from the saved values', () => {
    const { result, rerender } = renderFollowing();
    act(() => result.current.setFieldValue('name', 'Lucía F. Gil'));
    rerender({ saved: { name: 'Lucía Fernández Gil', email: 'lucia.fernandez@empresa.es' } });
    expect(result.current.getValues()).toEqual({ name: 'Lucía F. Gil', email: 'lucia.fernandez@empresa.es' });
    expect(result.current.isDirty()).toBe(true);

    // Saved as the person typed it: nothing left to save.
    rerender({ saved: { name: 'Lucía F. Gil', email: 'lucia.fernandez@empresa.es' } });
    expect(result.current.isDirty()).toBe(false);
  });

  it('leaves the form alone when the record is read again with the same values', () => {
    const { result, rerender } = renderFollowing();
    act(() => result.current.setFieldValue('email', 'lucia@'));
    rerender({ saved: { ...opened } });
    expect(result.current.getValues()).toEqual({ ...opened, email: 'lucia@' });
    expect(result.current.isDirty()).toBe(true);
  });
});
