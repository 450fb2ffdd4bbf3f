// The support form starts with the signed-in staff member's name and e-mail, keeps what they typed over them, and
// goes back to them (not to empty boxes) once a request is sent.
import type { Persona } from '@api/model';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { heldAnswer } from '../../test-utils/held-answer';
import { renderWithRouter } from '../../test-utils/render';
import { signedInClient } from '../../test-utils/signed-in';
import { SupportPage } from './support-page';

const personId = 'p'.repeat(24);
const carmen = {
  _id: personId,
  firstName: 'Carmen',
  lastName: 'Navarro Gil',
  email: 'carmen.navarro@supervision.example',
};

function renderSupport({ withPerson = true, answerPerson = true } = {}) {
  const person = heldAnswer();
  if (answerPerson) person.release();
  stubApi({
    [`GET /api/node/personas/${personId}`]: async () => {
      await person.promise;
      return { body: carmen as Persona };
    },
  });
  const queryClient = signedInClient({ username: 'carmen.navarro', personId: withPerson ? personId : null });
  renderWithRouter(<SupportPage />, '/apps/help-center/support', queryClient);
  return { release: person.release };
}

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('SupportPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts with the staff member's person's name and e-mail and returns to them after sending", async () => {
    renderSupport();
    expect(await screen.findByDisplayValue('Carmen Navarro Gil')).toBe(box('Nombre'));
    expect(box('Correo electrónico')).toHaveValue('carmen.navarro@supervision.example');

    fireEvent.change(box('Asunto'), { target: { value: 'Acceso a expedientes' } });
    fireEvent.change(box('Mensaje'), { target: { value: 'No puedo abrir el expediente desde ayer.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText(/^Hemos recibido su solicitud «Acceso a expedientes»/)).toBeInTheDocument();
    expect(box('Asunto')).toHaveValue('');
    expect(box('Nombre')).toHaveValue('Carmen Navarro Gil');
    expect(box('Correo electrónico')).toHaveValue('carmen.navarro@supervision.example');
  });

  it('keeps a name typed before the person arrived', async () => {
    const { release } = renderSupport({ answerPerson: false });
    expect(await screen.findByDisplayValue('admin@supervision.example')).toBe(box('Correo electrónico'));
    fireEvent.change(box('Nombre'), { target: { value: 'Equipo de supervisión' } });
    release();
    expect(await screen.findByDisplayValue('carmen.navarro@supervision.example')).toBe(box('Correo electrónico'));
    expect(box('Nombre')).toHaveValue('Equipo de supervisión');
  });

  it("takes the account's e-mail and leaves the name to write for an account with no person", async () => {
    renderSupport({ withPerson: false });
    expect(await screen.findByDisplayValue('admin@supervision.example')).toBe(box('Correo electrónico'));
    expect(box('Nombre')).toHaveValue('');
  });
});
