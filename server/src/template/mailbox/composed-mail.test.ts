import { describe, expect, it } from 'vitest';
import { composedMail } from './composed-mail.ts';

const user = {
  id: 'u1',
  name: 'Lucía Fernández',
  email: 'fernandez.lucia@empresa.es',
  avatar: null,
  status: 'online' as const,
};
const context = { id: 'm1', date: '2026-12-03T10:00:00.000Z', folderId: 'f-sent', user };

describe('composedMail', () => {
  it('previews a picture by its name and any other file by its extension, whatever type the browser gave', () => {
    const mail = composedMail(
      {
        to: ['ana.ruiz@empresa.es'],
        subject: 'Fotos',
        content: '',
        attachments: [
          { type: '', name: 'plano.PNG', size: 10 },
          { type: 'application/octet-stream', name: 'presupuesto.xlsx', size: 20 },
          { type: '', name: 'LEEME', size: 5 },
        ],
      },
      context,
    );
    expect(mail.attachments.map((file) => file.preview)).toEqual(['plano.PNG', 'xlsx', '']);
  });

  it("draws a face for a user without a picture (or with an uploaded one) and keeps a picture path as the sender's", () => {
    const input = { to: ['ana.ruiz@empresa.es'], subject: '', content: '' };
    expect(composedMail(input, context).from.avatar).toBe('images/avatars/user-u1.jpg');
    expect(
      composedMail(input, { ...context, user: { ...user, avatar: 'data:image/png;base64,AAAA' } }).from.avatar,
    ).toBe('images/avatars/user-u1.jpg');
    expect(composedMail(input, { ...context, user: { ...user, avatar: 'images/avatars/female-01.jpg' } }).from).toEqual(
      {
        avatar: 'images/avatars/female-01.jpg',
        contact: 'Lucía Fernández <fernandez.lucia@empresa.es>',
      },
    );
  });
});
