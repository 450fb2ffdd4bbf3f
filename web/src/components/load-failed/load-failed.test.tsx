import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed';

const renderAlone = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('LoadFailed', () => {
  it('says what could not be loaded, what to do, and asks the query again on a retry', () => {
    const query = { refetch: vi.fn(async () => ({})), isFetching: false };
    renderAlone(<LoadFailed title="No se pudieron cargar las notas." query={query} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar las notas.');
    expect(alert).toHaveTextContent('Compruebe la conexión y vuelva a intentarlo.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it("gives the server's reason instead of the hint, and no button without a query", () => {
    renderAlone(<LoadFailed title="No se pudo cargar la información" detail="Servicio no disponible" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Servicio no disponible');
    expect(screen.queryByText('Compruebe la conexión y vuelva a intentarlo.')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('leaves the focus in its container when it goes with the focus on its button (the data came)', () => {
    const query = { refetch: vi.fn(async () => ({})), isFetching: false };
    const screenWith = (isFailed: boolean) => (
      <MantineProvider>
        <section aria-label="Notas">
          {isFailed ? <LoadFailed title="No se pudieron cargar las notas." query={query} /> : <p>Nota</p>}
        </section>
      </MantineProvider>
    );
    const { rerender } = render(screenWith(true));
    screen.getByRole('button', { name: 'Reintentar' }).focus();
    rerender(screenWith(false));
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notas' }));
  });
});
