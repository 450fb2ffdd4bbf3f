// The new-label row is emptied as soon as a label is created, so the next name can be typed at once and is kept. A
// label's row shows its rename once answered without being built anew: a name typed meanwhile and the focus stay.
import type { MailboxLabel } from '@api/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { heldAnswer } from '../../test-utils/held-answer';
import { renderWithRouter } from '../../test-utils/render';
import { LabelRow } from './label-row';
import { LabelSettingsDialog } from './label-settings-dialog';

const created: MailboxLabel = { id: 'label-1', title: 'Auditoría 2026', slug: 'auditora-2026', color: 'gray' };

/** The create answers only when the test lets it. */
function holdCreate(status = 200) {
  const { promise: held, release: answer } = heldAnswer();
  const fetchMock = stubApi({
    'POST /api/apps/mailbox/label': async () => {
      await held;
      return status === 200 ? { body: created } : { status, body: { statusCode: status, message: 'Refused' } };
    },
    'GET /api/apps/mailbox/labels': () => ({ body: [created] }),
  });
  return { answer, fetchMock };
}

const nameInput = () => screen.getByRole('textbox', { name: 'Nombre de la etiqueta nueva' });
const typeName = (text: string) => fireEvent.change(nameInput(), { target: { value: text } });

describe('LabelRow (new label)', () => {
  it('keeps a name typed while the previous label is being created', async () => {
    const { answer, fetchMock } = holdCreate();
    renderWithRouter(<LabelRow />);
    await screen.findByRole('textbox', { name: 'Nombre de la etiqueta nueva' });
    typeName('Auditoría 2026');
    fireEvent.submit(nameInput());
    expect(nameInput()).toHaveValue('');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());

    typeName('Contratos menores');
    answer();
    // Created: the button is no longer busy, the next name still there.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crear' })).not.toHaveAttribute('data-loading'));
    expect(nameInput()).toHaveValue('Contratos menores');
  });

  it('gives a refused name back when nothing else was typed', async () => {
    const { answer } = holdCreate(409);
    renderWithRouter(<LabelRow />);
    await screen.findByRole('textbox', { name: 'Nombre de la etiqueta nueva' });
    typeName('Auditoría 2026');
    fireEvent.submit(nameInput());
    answer();
    await waitFor(() => expect(nameInput()).toHaveValue('Auditoría 2026'));
  });
});

describe('LabelRow (a label)', () => {
  it('keeps a name typed, and the focus, while a rename was on its way', async () => {
    let labels: MailboxLabel[] = [created];
    const { promise: held, release: answer } = heldAnswer();
    stubApi({
      'GET /api/apps/mailbox/labels': () => ({ body: labels }),
      'PATCH /api/apps/mailbox/label': async ({ body }) => {
        await held;
        const { label } = body as { label: Pick<MailboxLabel, 'title' | 'color'> };
        labels = [{ ...created, ...label }];
        return { body: labels[0] };
      },
    });
    renderWithRouter(<LabelSettingsDialog opened onClose={() => undefined} />);
    const name = await screen.findByRole('textbox', { name: 'Nombre' });
    name.focus();
    fireEvent.change(name, { target: { value: 'Auditoría 2027' } });
    fireEvent.submit(name);
    fireEvent.change(name, { target: { value: 'Auditoría 2027 y 2028' } });
    answer();

    const save = await screen.findByRole('button', { name: 'Guardar «Auditoría 2027»' });
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBe(name);
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Auditoría 2027 y 2028');
    expect(save).toBeEnabled();
  });
});
