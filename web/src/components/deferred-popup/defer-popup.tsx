// Menus, popovers and tooltips need Mantine's floating layer (Popover, Menu, Tooltip, floating-ui: about
// 40 KiB gzip), which no first screen shows before a click or a hover. A deferred popup renders its trigger at
// once and loads the popup's code in the browser's first idle time after it mounts; a click on the trigger before
// the code arrives is remembered, and the popup opens as soon as it does. A press on the trigger holds the swap
// until it ends: a press begun on one element and ended on another would click neither.
import {
  type ComponentType,
  cloneElement,
  createElement,
  type LazyExoticComponent,
  lazy,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  Suspense,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
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

export type LazyPopup<P extends PopupProps> = LazyExoticComponent<ComponentType<P>>;

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

/** A popup component whose module loads on first use: `lazyPopup(() => import('./x').then((m) => m.X))`. */
export function lazyPopup<P extends PopupProps>(load: () => Promise<ComponentType<P>>): LazyPopup<P> {
  return lazy(async () => ({ default: await load() }));
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
  const [isRequested, setRequested] = useState(false);
  const [isPressed, setPressed] = usePress();
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
      // A transition: the placeholder stays (the same element, still clickable) until the popup's code is here.
      startTransition(() => {
        setRequested(true);
        setPressed(false);
      });
    },
  });
  // The spread is P without defaultOpened, which is added back here. A popup that mounted (at idle time) before
  // an early click took effect mounts again, open: defaultOpened is only read on mount.
  const props = { ...popupProps, defaultOpened: isRequested, key: String(isRequested) } as unknown as P;
  return (
    <Suspense fallback={placeholder}>
      {(isPastIdle && !isPressed) || isRequested ? createElement(popup, props) : placeholder}
    </Suspense>
  );
}
