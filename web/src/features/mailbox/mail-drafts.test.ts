import { describe, expect, it } from 'vitest';
import { continuedDraft, forwardDraft, mailText, replyDraft } from './mail-drafts';

const mail = {
  from: { avatar: 'images/avatars/female-02.jpg', contact: 'Rebeca Gil Correa <rebeca.gil@empresa.es>' },
  to: 'yo <fernandez.lucia@empresa.es>',
  subject: 'Actas de la reunión',
  content: 'Hola:\n\nHe subido las actas firmadas.\nUn saludo.',
};
const intro = (name: string) => `El 2 dic, ${name} escribió:`;

describe('replyDraft', () => {
  it('answers the sender, with Re: and the mail quoted under who wrote it', () => {
    expect(replyDraft(mail, { isOwn: false, intro })).toEqual({
      kind: 'reply',
      to: ['rebeca.gil@empresa.es'],
      cc: [],
      attachments: [],
      subject: 'Re: Actas de la reunión',
      body: '\n\nEl 2 dic, Rebeca Gil Correa escribió:\n> Hola:\n>\n> He subido las actas firmadas.\n> Un saludo.',
    });
  });

  it('does not stack Re: on a reply', () => {
    expect(replyDraft({ ...mail, subject: 'RE: Actas' }, { isOwn: false, intro }).subject).toBe('RE: Actas');
  });

  it("answers one's own sent mail to its recipients", () => {
    const sent = { ...mail, to: 'ana.ruiz@empresa.es, Luis Gil <luis.gil@empresa.es>' };
    expect(replyDraft(sent, { isOwn: true, intro }).to).toEqual(['ana.ruiz@empresa.es', 'luis.gil@empresa.es']);
  });
});

describe('replyDraft to all', () => {
  const self = 'fernandez.lucia@empresa.es';
  const toMany = {
    ...mail,
    to: 'yo <Fernandez.Lucia@empresa.es>, Ana Ruiz <ana.ruiz@empresa.es>',
    cc: ['Luis Gil <luis.gil@empresa.es>', 'rebeca.gil@empresa.es', 'ana.ruiz@empresa.es', `Yo <${self}>`],
  };

  it('answers the sender and the other recipients, and copies the copies, leaving oneself out', () => {
    const draft = replyDraft(toMany, { isOwn: false, all: true, self, intro });
    expect(draft.kind).toBe('replyAll');
    expect(draft.to).toEqual(['rebeca.gil@empresa.es', 'ana.ruiz@empresa.es']);
    expect(draft.cc).toEqual(['luis.gil@empresa.es']);
  });

  it('a plain reply still goes to the sender alone', () => {
    expect(replyDraft(toMany, { isOwn: false, self, intro })).toMatchObject({ to: ['rebeca.gil@empresa.es'], cc: [] });
  });

  it("to all of one's own sent mail: its recipients and its copies", () => {
    const sent = { ...mail, to: 'ana.ruiz@empresa.es, Luis Gil <luis.gil@empresa.es>', cc: ['marta.paz@empresa.es'] };
    expect(replyDraft(sent, { isOwn: true, all: true, self, intro })).toMatchObject({
      to: ['ana.ruiz@empresa.es', 'luis.gil@empresa.es'],
      cc: ['marta.paz@empresa.es'],
    });
  });
});

describe('forwardDraft', () => {
  const labels = { title: 'Mensaje reenviado', from: 'De', date: 'Fecha', subject: 'Asunto', to: 'Para', cc: 'CC' };
  const withFiles = {
    ...mail,
    cc: ['Luis Gil <luis.gil@empresa.es>'],
    attachments: [
      { type: 'application/pdf', name: 'acta.pdf', size: 120_400, preview: 'pdf', downloadUrl: '' },
      { type: 'image/jpeg', name: 'sala.jpg', size: 88_000, preview: 'sala_preview.jpg', downloadUrl: '' },
    ],
  };

  // Addresses in brackets, not between < and >: the API refuses those in plain text as markup.
  it('goes to no one yet, with RV:, the header lines, the text and the files described', () => {
    expect(forwardDraft(withFiles, { prefix: 'RV:', date: '2 dic 2026', labels })).toEqual({
      kind: 'forward',
      to: [],
      cc: [],
      subject: 'RV: Actas de la reunión',
      body: [
        '',
        '',
        '---------- Mensaje reenviado ----------',
        'De: Rebeca Gil Correa (rebeca.gil@empresa.es)',
        'Fecha: 2 dic 2026',
        'Asunto: Actas de la reunión',
        'Para: yo (fernandez.lucia@empresa.es)',
        'CC: Luis Gil (luis.gil@empresa.es)',
        '',
        'Hola:',
        '',
        'He subido las actas firmadas.',
        'Un saludo.',
      ].join('\n'),
      attachments: [
        { type: 'application/pdf', name: 'acta.pdf', size: 120_400 },
        { type: 'image/jpeg', name: 'sala.jpg', size: 88_000 },
      ],
    });
  });

  it('does not stack the prefix on a forwarded subject, and leaves out CC without copies', () => {
    const draft = forwardDraft({ ...withFiles, cc: [], subject: 'Fwd: Actas' }, { prefix: 'RV:', date: 'x', labels });
    expect(draft.subject).toBe('Fwd: Actas');
    expect(draft.body).not.toContain('CC:');
  });
});

describe('mailText', () => {
  it('keeps plain text, and reads HTML as its lines without markup', () => {
    expect(mailText('Plazo < 30 días')).toBe('Plazo < 30 días');
    expect(mailText('<p>Hola:</p><p>Adjunto el <b>acta</b>.<br>Gracias</p>')).toBe('Hola:\nAdjunto el acta.\nGracias');
  });
});

describe('continuedDraft', () => {
  it('opens a saved draft as written: plain addresses, its text and its files, keeping its id', () => {
    const draft = continuedDraft({
      id: 'draft-1',
      to: 'Ana Ruiz <ana.ruiz@empresa.es>, luis.gil@empresa.es',
      cc: ['secretaria@empresa.es'],
      bcc: ['archivo@empresa.es'],
      subject: 'Acta',
      content: '<p>Primera línea</p><p>Segunda</p>',
      attachments: [{ type: 'application/pdf', name: 'acta.pdf', size: 1024, preview: 'pdf', downloadUrl: '' }],
    });
    expect(draft).toEqual({
      kind: 'draft',
      draftId: 'draft-1',
      to: ['ana.ruiz@empresa.es', 'luis.gil@empresa.es'],
      cc: ['secretaria@empresa.es'],
      bcc: ['archivo@empresa.es'],
      subject: 'Acta',
      body: 'Primera línea\nSegunda',
      attachments: [{ type: 'application/pdf', name: 'acta.pdf', size: 1024 }],
    });
  });

  it('has no recipient when the draft has none yet', () => {
    const draft = continuedDraft({ id: 'd', to: '', subject: '', content: '', attachments: [] });
    expect(draft).toMatchObject({ to: [], cc: [], bcc: [], subject: '', body: '' });
  });
});
