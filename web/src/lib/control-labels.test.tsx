import { Modal, Pagination, PasswordInput, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test-utils/render';

afterEach(() => {
  act(() => notifications.clean());
});

describe('ControlLabels', () => {
  it('names the close button of a notification', async () => {
    renderWithRouter(<p>pantalla</p>);
    act(() => {
      notifications.show({ message: 'Producto guardado.' });
    });
    const notification = (await screen.findByText('Producto guardado.')).closest('[role="alert"]');
    if (!(notification instanceof HTMLElement)) throw new Error('no notification');
    expect(within(notification).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('names the clear button of a select', async () => {
    renderWithRouter(
      <Select label="Provincia" data={['Madrid']} value="Madrid" clearable onChange={() => undefined} />,
    );
    await screen.findByRole('combobox', { name: 'Provincia' });
    // Mantine keeps it out of the tab order and the accessibility tree (the field clears from the keyboard);
    // axe still wants its name.
    expect(document.querySelector('.mantine-InputClearButton-root')).toHaveAttribute('aria-label', 'Borrar');
  });

  it('names the close button of a dialog', async () => {
    renderWithRouter(
      <Modal opened onClose={() => undefined} title="Ficha">
        contenido
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('names the show-password toggle of a password field in the interface language', async () => {
    renderWithRouter(<PasswordInput label="Contraseña" />);
    await screen.findByLabelText('Contraseña');
    // Out of the tab order, as Mantine draws it; its state is aria-pressed.
    const toggle = document.querySelector('.mantine-PasswordInput-visibilityToggle');
    expect(toggle).toHaveAttribute('aria-label', 'Mostrar la contraseña');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('names the arrows and the pages of a pager', async () => {
    renderWithRouter(<Pagination total={3} value={2} onChange={() => undefined} withEdges />);
    expect(await screen.findByRole('button', { name: 'Primera página' })).toBeInTheDocument();
    for (const name of ['Página anterior', 'Página siguiente', 'Última página', 'Página 1', 'Página 3'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });
});
