import { describe, expect, it } from 'vitest';
import { mailText, replyDraft } from './reply-draft';

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
      to: ['rebeca.gil@empresa.es'],
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

describe('mailText', () => {
  it('keeps plain text, and reads HTML as its lines without markup', () => {
    expect(mailText('Plazo < 30 días')).toBe('Plazo < 30 días');
    expect(mailText('<p>Hola:</p><p>Adjunto el <b>acta</b>.<br>Gracias</p>')).toBe('Hola:\nAdjunto el acta.\nGracias');
  });
});
