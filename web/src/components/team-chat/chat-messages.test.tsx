import type { ChatMessage } from '@api/model';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { layOutScrollBox } from '../../test-utils/scroll-box';
import { ChatMessages } from './chat-messages';

const messages = [
  { id: 'm1', chatId: 'c1', contactId: 'ana', value: 'Buenos días', createdAt: '2026-11-20T09:00:00Z', isMine: false },
  { id: 'm2', chatId: 'c1', contactId: 'me', value: 'Hola, Ana', createdAt: '2026-11-20T09:01:00Z', isMine: true },
] as ChatMessage[];

async function renderLog(): Promise<HTMLElement> {
  renderWithRouter(<ChatMessages messages={messages} label="Mensajes con Ana" />);
  await screen.findByText('Hola, Ana');
  return screen.getByRole('log', { name: 'Mensajes con Ana' });
}

describe('ChatMessages', () => {
  it('is a named log, with the messages as a list in it', async () => {
    const log = await renderLog();
    expect(log).toContainElement(screen.getByRole('list', { name: 'Mensajes con Ana' }));
  });

  it('adds no tab stop while the conversation fits', async () => {
    const log = await renderLog();
    layOutScrollBox(log, { clientHeight: 500, scrollHeight: 300, scrollTop: 0 });
    expect(log).not.toHaveAttribute('tabindex');
  });

  it('lets the keyboard reach a conversation that scrolls, scrolled to its newest message too', async () => {
    const log = await renderLog();
    layOutScrollBox(log, { clientHeight: 300, scrollHeight: 900, scrollTop: 600 });
    expect(log).toHaveAttribute('tabindex', '0');
    layOutScrollBox(log, { clientHeight: 300, scrollHeight: 900, scrollTop: 0 });
    expect(log).toHaveAttribute('tabindex', '0');
  });
});
