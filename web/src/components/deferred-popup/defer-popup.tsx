// Menus, popovers and tooltips need Mantine's floating layer (Popover, Menu, Tooltip, floating-ui: about
// 40 KiB gzip), which no first screen shows before a click or a hover. A deferred popup renders its trigger at
// once and loads the popup's code in the browser's first idle time after it mounts; a click on the trigger before
// the code arrives is remembered, and the popup opens as soon as it does. A press on the trigger holds the swap
// until it ends: a press begun on one element and ended on another would click neither.
//
// No Suspense (lib/loaded-later.ts): the trigger stays the very same element until the popup's code is here and
// the popup takes its place. Under Suspense, React now and then committed the idle-time render's fallback (a copy
// of the trigger, the original hidden) and a press then swapped the two under the pointer, losing the click.
import {
  type ComponentType,
  cloneElement,
  createElement,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type LoadedLater, loadedLater, useLoadedLater } from '../../lib/loaded-later';
import { useIsPastIdle } from '../../lib/when-idle';

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
  'data-popup-pending'?: boolean;
  ref?: Ref<HTMLElement>;
}

/** True from a press on the placeholder until the pointer is released anywhere (or the press is cancelled). */
function usePress(): [boolean, (isPressed: boolean) => void] {
  const [isPressed, setPressed] = useState(false);
  useEffect(() => {
    if (!isPressed) return;
    // A transition: the click that may follow the release is handled first (it asks for the popup, open).
    const release = () => startTransition(() => setPressed(false));
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [isPressed]);
  return [isPressed, setPressed];
}

export interface PopupProps {
  /** The element that opens (or, for a tooltip, carries) the popup; shown alone until its code arrives. */
  trigger: ReactElement<TriggerProps>;
  /** True when the trigger was clicked before the popup's code arrived: the popup opens on arrival. */
  defaultOpened?: boolean;
}

/** A deferred popup's own state: `root` for its Menu or Popover, `target` for the trigger inside its Target. */
export interface DeferredPopupState {
  root: { opened: boolean; onChange: (opened: boolean) => void };
  target: (trigger: ReactElement<TriggerProps>) => ReactElement<TriggerProps>;
}

/**
 * The open state of a deferred popup's Menu or Popover. Asked for before its code arrived (`defaultOpened`), the
 * popup opens just after it mounts rather than mounting open: Mantine notes the element to give the focus back to
 * when `opened` turns true, which a popup mounted open never sees. The placeholder that was clicked has gone with
 * the focus it had, so its successor, the popup's own target, takes the focus first.
 */
export function useDeferredPopupState(defaultOpened = false): DeferredPopupState {
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!defaultOpened) return;
    if (document.activeElement === null || document.activeElement === document.body) targetRef.current?.focus();
    setOpened(true);
  }, [defaultOpened]);
  return { root: { opened, onChange: setOpened }, target: (trigger) => cloneElement(trigger, { ref: targetRef }) };
}

/** A popup's code, loaded on first use and kept: `lazyPopup(() => import('./x').then((m) => m.X))`. */
export type LazyPopup<P extends PopupProps> = LoadedLater<P>;

export function lazyPopup<P extends PopupProps>(load: () => Promise<ComponentType<P>>): LazyPopup<P> {
  return loadedLater(load);
}

type DeferredPopupProps<P extends PopupProps> = Omit<P, 'defaultOpened'> & {
  popup: LazyPopup<P>;
  /**
   * What the popup is, for the placeholder to say what it opens (aria-haspopup, closed) as the popup's own target
   * will: assistive technology hears the same button before and after the code arrives. Tooltips have none.
   */
  popupType?: 'menu' | 'dialog';
};

export function DeferredPopup<P extends PopupProps>({ popup, popupType, ...popupProps }: DeferredPopupProps<P>) {
  const isPastIdle = useIsPastIdle();
  // Clicks on the placeholder: each asks for the code (again, if it failed) and the popup to open on arrival.
  const [clicks, setClicks] = useState(0);
  const isRequested = clicks > 0;
  const [isPressed, setPressed] = usePress();
  const Popup = useLoadedLater(popup, clicks + (isPastIdle ? 1 : 0));
  const { trigger } = popupProps;
  const placeholder = cloneElement(trigger, {
    ...(popupType && { 'aria-haspopup': popupType, 'aria-expanded': false }),
    // Tells tests (and anyone inspecting the page) that the popup's code has not arrived: this element goes then.
    'data-popup-pending': true,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      trigger.props.onPointerDown?.(event);
      setPressed(true);
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      // A transition, as the release: the two take effect together, the popup mounting open.
      startTransition(() => {
        setClicks((count) => count + 1);
        setPressed(false);
      });
    },
  });
  if (Popup === undefined || (isPressed && !isRequested)) return placeholder;
  // The spread is P without defaultOpened, which is added back here. A popup that mounted before an early click
  // took effect mounts again, open: defaultOpened is only read on mount.
  const props = { ...popupProps, defaultOpened: isRequested, key: String(isRequested) } as unknown as P;
  return createElement(Popup, props);
}
