import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { MobileMenu } from './mobile-menu';

/** The menu button, and the drawer mounted by the press (asked to be open): as when its code arrives after it. */
function Harness() {
  const [isLoaded, setLoaded] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const press = () => {
    setLoaded(true);
    setOpen(true);
  };
  return (
    <>
      <button type="button" onClick={press}>
        Menú
      </button>
      {isLoaded && (
        <MobileMenu isOpen={isOpen} onClose={() => setOpen(false)} items={[]} user={null} isTraining={false} />
      )}
    </>
  );
}

describe('MobileMenu', () => {
  it('mounted open, gives the focus back to the menu button when closed', async () => {
    renderWithRouter(<Harness />);
    const button = await screen.findByRole('button', { name: 'Menú' });
    button.focus();
    act(() => {
      fireEvent.click(button);
    });
    const drawer = await screen.findByRole('dialog', { hidden: true });
    act(() => {
      fireEvent.keyDown(drawer, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });
});
