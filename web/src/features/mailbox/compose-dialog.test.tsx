// Sending a new mail: what the dialog sends (addresses, text, the files described), the notice once the mail is in
// the sent folder, and a refusal that names the field as the dialog labels it. A forward and a reply to all open
// with what their draft holds. Saving a draft, and going on with a saved one: rewritten by id, sent with draftId.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { renderWithRouter } from '../../test-utils/render';
import { ComposeDialog } from './compose-dialog';
import type { MailDraft } from './mail-drafts';

async function typeAddress(label: RegExp, address: string) {
  // The tags box's own input (TagsInput also holds a hidden one with the values, under the same label).
  const [box] = (await screen.findAllByLabelText(label)).filter((input) => input.getAttribute('type') !== 'hidden');
  if (!box) throw new Error(`no ${label} box`);
  // Typed into the focused box (the tags box ignores a change to a box without the focus, as autofill's), then Enter.
  box.focus();
  fireEvent.change(box, { target: { value: address } });
  fireEvent.keyDown(box, { key: 'Enter' });
}

async function fillMail() {
  await typeAddress(/^Para/, 'ana.ruiz@empresa.es');
  fireEvent.click(screen.getByRole('button', { name: 'Añadir CC' }));
  await typeAddress(/^CC/, 'secretaria@empresa.es');
  fireEvent.change(screen.getByRole('textbox', { name: 'Asunto' }), { target: { value: ' Acta de la sesión ' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Mensaje' }), { target: { value: 'Adjunto el acta.' } });
  const acta = new File(['%PDF-1.7'], 'acta-sesion.pdf', { type: 'application/pdf' });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [acta] } });
}

describe('ComposeDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the mail with its files described, says it is in the sent folder and closes', async () => {
    const sent: unknown[] = [];
    stubApi({
      'POST /api/apps/mailbox/mail': ({ body }) => {
        sent.push(body);
        return { body: { id: 'm1' } };
      },
    });
    const onClose = vi.fn();
    renderWithRouter(<ComposeDialog opened onClose={onClose} />, '/apps/mailbox');
    await fillMail();
    expect(await screen.findByText('acta-sesion.pdf')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Está en la carpeta Enviados.', { exact: false })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        mail: {
          to: ['ana.ruiz@empresa.es'],
          cc: ['secretaria@empresa.es'],
          bcc: [],
          subject: 'Acta de la sesión',
          content: 'Adjunto el acta.',
          attachments: [{ type: 'application/pdf', name: 'acta-sesion.pdf', size: 8 }],
        },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('sends each address typed or pasted into a box as one recipient, without its separators', async () => {
    const sent: { mail: { to: string[] } }[] = [];
    stubApi({
      'POST /api/apps/mailbox/mail': ({ body }) => {
        sent.push(body as { mail: { to: string[] } });
        return { body: { id: 'm2' } };
      },
    });
    renderWithRouter(<ComposeDialog opened onClose={vi.fn()} />, '/apps/mailbox');
    const [to] = (await screen.findAllByLabelText(/^Para/)).filter((input) => input.getAttribute('type') !== 'hidden');
    if (!to) throw new Error('no Para box');
    // Left with what was typed, separators and all: the box takes it on losing the focus.
    to.focus();
    fireEvent.change(to, { target: { value: 'ana.ruiz@empresa.es, luis.gil@empresa.es;' } });
    fireEvent.blur(to);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Mensaje enviado')).toBeInTheDocument();
    expect(sent.map(({ mail }) => mail.to)).toEqual([['ana.ruiz@empresa.es', 'luis.gil@empresa.es']]);
  });

  it("sends a forward with the mail's files, less one taken out", async () => {
    const sent: { mail: { attachments: unknown[] } }[] = [];
    stubApi({
      'POST /api/apps/mailbox/mail': ({ body }) => {
        sent.push(body as { mail: { attachments: unknown[] } });
        return { body: { id: 'm3' } };
      },
    });
    const draft: MailDraft = {
      kind: 'forward',
      to: [],
      cc: [],
      subject: 'RV: Actas',
      body: '\n\n---------- Mensaje reenviado ----------',
      attachments: [
        { type: 'application/pdf', name: 'acta.pdf', size: 120_400 },
        { type: 'image/jpeg', name: 'sala.jpg', size: 88_000 },
      ],
    };
    renderWithRouter(<ComposeDialog opened onClose={vi.fn()} draft={draft} />, '/apps/mailbox');
    expect(await screen.findByRole('dialog', { name: 'Reenviar' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Archivos adjuntos' })).toHaveTextContent('acta.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar sala.jpg' }));
    await typeAddress(/^Para/, 'ana.ruiz@empresa.es');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Mensaje enviado')).toBeInTheDocument();
    expect(sent.map(({ mail }) => mail.attachments)).toEqual([
      [{ type: 'application/pdf', name: 'acta.pdf', size: 120_400 }],
    ]);
  });

  it('a reply to all opens with its copies shown', async () => {
    stubApi({});
    const draft: MailDraft = {
      kind: 'replyAll',
      to: ['rebeca.gil@empresa.es'],
      cc: ['luis.gil@empresa.es'],
      subject: 'Re: Actas',
      body: '',
      attachments: [],
    };
    renderWithRouter(<ComposeDialog opened onClose={vi.fn()} draft={draft} />, '/apps/mailbox');
    expect(await screen.findByRole('dialog', { name: 'Responder a todos' })).toBeInTheDocument();
    expect(screen.getByText('luis.gil@empresa.es')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Añadir CC' })).not.toBeInTheDocument();
  });

  it('sends nothing without a recipient', async () => {
    const fetchMock = stubApi({});
    renderWithRouter(<ComposeDialog opened onClose={vi.fn()} />, '/apps/mailbox');
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Indique al menos un destinatario.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the mail open and names the refused field as the dialog labels it', async () => {
    stubApi({
      'POST /api/apps/mailbox/mail': () => ({
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION', error: 'Bad Request', message: 'bad', field: 'mail.cc.0' },
      }),
    });
    const onClose = vi.fn();
    renderWithRouter(<ComposeDialog opened onClose={onClose} />, '/apps/mailbox');
    await fillMail();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('No se pudo enviar')).toBeInTheDocument();
    expect(screen.getByText('El servidor no aceptó el valor de «CC».')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Asunto' })).toHaveValue(' Acta de la sesión ');
  });

  it('saves a mail without recipient as a new draft, says it is in Borradores and closes', async () => {
    const saved: unknown[] = [];
    stubApi({
      'POST /api/apps/mailbox/draft': ({ body }) => {
        saved.push(body);
        return { body: { id: 'd1' } };
      },
    });
    const onClose = vi.fn();
    renderWithRouter(<ComposeDialog opened onClose={onClose} />, '/apps/mailbox');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Asunto' }), { target: { value: 'Notas del pliego' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Mensaje' }), { target: { value: 'Primeras notas.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText('Está en la carpeta Borradores.')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        draft: { to: [], cc: [], bcc: [], subject: 'Notas del pliego', content: 'Primeras notas.', attachments: [] },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('saves no draft with a wrong address, marking the box', async () => {
    const fetchMock = stubApi({});
    renderWithRouter(<ComposeDialog opened onClose={vi.fn()} />, '/apps/mailbox');
    await typeAddress(/^Para/, 'secretaria');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText(/Alguna dirección no es válida/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  const savedDraft: MailDraft = {
    kind: 'draft',
    draftId: 'd7',
    to: ['ana.ruiz@empresa.es'],
    cc: [],
    bcc: ['archivo@empresa.es'],
    subject: 'Acta',
    body: 'Borrador del acta.',
    attachments: [{ type: 'application/pdf', name: 'acta.pdf', size: 1_024 }],
  };

  it('opens a saved draft with its hidden copies shown and saves it again by its id', async () => {
    const saved: { id?: string; draft: { bcc: string[]; attachments: unknown[] } }[] = [];
    stubApi({
      'POST /api/apps/mailbox/draft': ({ body }) => {
        saved.push(body as (typeof saved)[number]);
        return { body: { id: 'd7' } };
      },
    });
    renderWithRouter(<ComposeDialog opened onClose={vi.fn()} draft={savedDraft} />, '/apps/mailbox');
    expect(await screen.findByRole('dialog', { name: 'Borrador' })).toBeInTheDocument();
    expect(screen.getByText('archivo@empresa.es')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Añadir CCO' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Borrador guardado')).toBeInTheDocument();
    expect(saved).toEqual([
      expect.objectContaining({
        id: 'd7',
        draft: expect.objectContaining({
          bcc: ['archivo@empresa.es'],
          attachments: [{ type: 'application/pdf', name: 'acta.pdf', size: 1_024 }],
        }),
      }),
    ]);
  });

  it('sends a saved draft with its id, then says so to the screen that opened it', async () => {
    const sent: { draftId?: string }[] = [];
    stubApi({
      'POST /api/apps/mailbox/mail': ({ body }) => {
        sent.push(body as { draftId?: string });
        return { body: { id: 'm9' } };
      },
    });
    const onSent = vi.fn();
    renderWithRouter(<ComposeDialog opened onClose={vi.fn()} draft={savedDraft} onSent={onSent} />, '/apps/mailbox');
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Mensaje enviado')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ draftId: 'd7' })]);
    expect(onSent).toHaveBeenCalledOnce();
  });
});
