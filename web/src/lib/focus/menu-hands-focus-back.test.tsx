import { Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmModal } from '../../components/confirm-modal/confirm-modal';
import { renderWithRouter } from '../../test-utils/render';
import { handFocusBackFromMenus } from './menu-hands-focus-back';

/** A row's menu with an entry that asks a question, as the users' "Restablecer contraseña". */
function RowMenu() {
  const [isAsking, asking] = useDisclosure(false);
  return (
    <>
      <Menu>
        <Menu.Target>
          <Button>Acciones</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={asking.open}>Restablecer contraseña</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={isAsking}
        title="¿Restablecer la contraseña?"
        message="Se enviará un enlace."
        confirmLabel="Enviar"
        cancelLabel="Cancelar"
        onConfirm={asking.close}
        onClose={asking.close}
      />
    </>
  );
}

describe('handFocusBackFromMenus', () => {
  it('gives the focus back to the menu button once a dialog opened from its entry closes (in the app)', async () => {
    renderWithRouter(<RowMenu />);
    const menuButton = await screen.findByRole('button', { name: 'Acciones' });
    fireEvent.click(menuButton);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Restablecer contraseña' }));
    const cancel = await screen.findByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(cancel).toHaveFocus());
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  describe('on its own', () => {
    let stop: () => void;
    afterEach(() => {
      stop();
      document.body.innerHTML = '';
    });

    it("hands a submenu entry's focus to the first menu's button, and leaves a submenu's opener alone", () => {
      document.body.innerHTML = `
        <button aria-controls="user-menu">Usuario</button>
        <div role="menu" id="user-menu">
          <button role="menuitem" aria-haspopup="menu" aria-controls="status-menu">Estado</button>
        </div>
        <div role="menu" id="status-menu"><button role="menuitem">Ocupado</button></div>`;
      stop = handFocusBackFromMenus();
      const [opener, busy] = screen.getAllByRole('menuitem');
      opener?.focus();
      opener?.click();
      expect(opener).toHaveFocus();
      busy?.click();
      expect(screen.getByRole('button', { name: 'Usuario' })).toHaveFocus();
    });
  });
});
