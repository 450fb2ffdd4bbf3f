import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer } from '../../test-utils/held-answer';
import { type IdleTime, stubIdleTime } from '../../test-utils/idle-time';
import { DeferredPopup, type LazyPopup, lazyPopup, type PopupProps, useDeferredPopupState } from './defer-popup';

// Idle callbacks run when the test says so.
let idleTime: IdleTime;

function FakePopup({ trigger, defaultOpened, text }: PopupProps & { text: string }) {
  return (
    <div data-testid="popup" data-opened={String(Boolean(defaultOpened))}>
      {trigger}
      {text}
    </div>
  );
}

/** A popup whose code arrives when the test resolves it. */
function controlledPopup() {
  const { promise: arrival, release: arrive } = heldAnswer();
  const load = vi.fn(async () => {
    await arrival;
    return FakePopup;
  });
  return { popup: lazyPopup(load) as LazyPopup<PopupProps & { text: string }>, load, arrive };
}

beforeEach(() => {
  idleTime = stubIdleTime();
});
afterEach(() => {
  cleanup(); // before the stubs go: unmounting cancels the idle callbacks
  vi.unstubAllGlobals();
});

describe('DeferredPopup', () => {
  it('shows the trigger alone and loads nothing before the first idle time', () => {
    const { popup, load } = controlledPopup();
    render(<DeferredPopup popup={popup} text="contenido" trigger={<button type="button">Abrir</button>} />);
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
    expect(screen.queryByTestId('popup')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('lets the placeholder say what it opens, closed, when told the kind of popup; a tooltip trigger says nothing', () => {
    const { popup } = controlledPopup();
    render(
      <>
        <DeferredPopup popup={popup} popupType="menu" text="" trigger={<button type="button">Idioma</button>} />
        <DeferredPopup popup={popup} text="" trigger={<button type="button">Ayuda</button>} />
      </>,
    );
    const menuTrigger = screen.getByRole('button', { name: 'Idioma' });
    expect(menuTrigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuTrigger).toHaveAttribute('aria-expanded', 'false');
    expect(menuTrigger).toHaveAttribute('data-popup-pending');
    const tooltipTrigger = screen.getByRole('button', { name: 'Ayuda' });
    expect(tooltipTrigger).not.toHaveAttribute('aria-haspopup');
    expect(tooltipTrigger).not.toHaveAttribute('aria-expanded');
  });

  it('loads the popup in the first idle time and keeps the trigger in place until it arrives, closed', async () => {
    const { popup, load, arrive } = controlledPopup();
    render(<DeferredPopup popup={popup} text="contenido" trigger={<button type="button">Abrir</button>} />);
    const trigger = screen.getByRole('button', { name: 'Abrir' });
    idleTime.runWaiting();
    expect(load).toHaveBeenCalledTimes(1);
    // The same element, not a fallback copy in its place: focus and pointer stay where they are.
    expect(screen.getByRole('button', { name: 'Abrir' })).toBe(trigger);

    await act(async () => arrive());
    const shown = await screen.findByTestId('popup');
    expect(shown).toHaveTextContent('contenido');
    expect(shown).toHaveAttribute('data-opened', 'false');
    expect(screen.getAllByRole('button', { name: 'Abrir' })).toHaveLength(1);
  });

  it('remembers a click before the code arrives: the trigger still acts and the popup opens on arrival', async () => {
    const { popup, load, arrive } = controlledPopup();
    const onClick = vi.fn();
    render(
      <DeferredPopup
        popup={popup}
        text="contenido"
        trigger={
          <button type="button" onClick={onClick}>
            Abrir
          </button>
        }
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Abrir' });
    fireEvent.click(trigger);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Abrir' })).toBe(trigger);

    await act(async () => arrive());
    expect(await screen.findByTestId('popup')).toHaveAttribute('data-opened', 'true');
  });

  it('opens the popup on arrival when the click comes after the idle-time load began', async () => {
    const { popup, arrive } = controlledPopup();
    render(<DeferredPopup popup={popup} text="contenido" trigger={<button type="button">Abrir</button>} />);
    idleTime.runWaiting();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));

    await act(async () => arrive());
    expect(await screen.findByTestId('popup')).toHaveAttribute('data-opened', 'true');
  });

  it('keeps the trigger while it is pressed: a press that spans the arrival still clicks it, and the popup opens', async () => {
    const { popup, arrive } = controlledPopup();
    render(<DeferredPopup popup={popup} text="contenido" trigger={<button type="button">Abrir</button>} />);
    const trigger = screen.getByRole('button', { name: 'Abrir' });
    fireEvent.pointerDown(trigger);
    idleTime.runWaiting();
    await act(async () => arrive());
    expect(screen.queryByTestId('popup')).toBeNull();
    expect(screen.getByRole('button', { name: 'Abrir' })).toBe(trigger);

    // The release and its click come in one task, as a browser dispatches them.
    act(() => {
      fireEvent.pointerUp(trigger);
      fireEvent.click(trigger);
    });
    expect(await screen.findByTestId('popup')).toHaveAttribute('data-opened', 'true');
  });

  it('keeps the trigger when the code fails to arrive, and a click asks for it again and opens the popup', async () => {
    const load = vi.fn<() => Promise<typeof FakePopup>>().mockRejectedValueOnce(new Error('network'));
    load.mockResolvedValue(FakePopup);
    const popup = lazyPopup(load) as LazyPopup<PopupProps & { text: string }>;
    render(<DeferredPopup popup={popup} text="contenido" trigger={<button type="button">Abrir</button>} />);
    const trigger = screen.getByRole('button', { name: 'Abrir' });
    await act(async () => idleTime.runWaiting());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Abrir' })).toBe(trigger);

    fireEvent.click(trigger);
    expect(await screen.findByTestId('popup')).toHaveAttribute('data-opened', 'true');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the popup at once where its code came earlier (another trigger loaded it)', async () => {
    const { popup, arrive } = controlledPopup();
    const { unmount } = render(<DeferredPopup popup={popup} text="" trigger={<button type="button">Abrir</button>} />);
    idleTime.runWaiting();
    await act(async () => arrive());
    await screen.findByTestId('popup');
    unmount();

    render(<DeferredPopup popup={popup} text="otra" trigger={<button type="button">Abrir</button>} />);
    expect(screen.getByTestId('popup')).toHaveTextContent('otra');
  });

  it('swaps in the closed popup once a press released elsewhere ends', async () => {
    const { popup, arrive } = controlledPopup();
    render(<DeferredPopup popup={popup} text="contenido" trigger={<button type="button">Abrir</button>} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Abrir' }));
    idleTime.runWaiting();
    await act(async () => arrive());
    expect(screen.queryByTestId('popup')).toBeNull();

    fireEvent.pointerUp(document.body);
    expect(await screen.findByTestId('popup')).toHaveAttribute('data-opened', 'false');
  });
});

/** A popup's target and state as a Menu would use them. */
function StatefulPopup({ defaultOpened, seen }: { defaultOpened: boolean; seen: (opened: boolean) => void }) {
  const { root, target } = useDeferredPopupState(defaultOpened);
  seen(root.opened);
  return target(
    <button type="button" aria-expanded={root.opened}>
      Idioma
    </button>,
  );
}

describe('useDeferredPopupState', () => {
  it('starts closed when nothing asked for the popup', () => {
    const seen = vi.fn();
    render(<StatefulPopup defaultOpened={false} seen={seen} />);
    expect(seen.mock.calls.map(([opened]) => opened)).not.toContain(true);
    expect(screen.getByRole('button', { name: 'Idioma' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('asked for early, mounts closed and opens next, with the focus on its own target (the placeholder took it away)', () => {
    const seen = vi.fn();
    render(<StatefulPopup defaultOpened seen={seen} />);
    const target = screen.getByRole('button', { name: 'Idioma' });
    // Closed on the first render, so that Mantine sees `opened` turn true and notes where the focus is.
    expect(seen.mock.calls[0]?.[0]).toBe(false);
    expect(target).toHaveAttribute('aria-expanded', 'true');
    expect(target).toHaveFocus();
  });

  it('opens without moving the focus that the user has put elsewhere meanwhile', () => {
    render(
      <>
        {/* biome-ignore lint/a11y/noAutofocus: the focus is somewhere else when the popup mounts */}
        <input aria-label="Buscar" autoFocus />
        <StatefulPopup defaultOpened seen={() => undefined} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Idioma' })).toHaveAttribute('aria-expanded', 'true');
  });
});
