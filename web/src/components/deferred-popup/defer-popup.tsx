// Menus, popovers and tooltips need Mantine's floating layer (Popover, Menu, Tooltip, floating-ui: about
// 40 KiB gzip), which no first screen shows before a click or a hover. A deferred popup renders its trigger at
// once and loads the popup's code in the browser's first idle time after it mounts; a click on the trigger before
// the code arrives is remembered, and the popup opens as soon as it does.
import {
  type ComponentType,
  cloneElement,
  createElement,
  type LazyExoticComponent,
  lazy,
  type MouseEvent,
  type ReactElement,
  Suspense,
  startTransition,
  useState,
} from 'react';
import { useIsPastIdle } from '../../lib/when-idle';

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

export interface PopupProps {
  /** The element that opens (or, for a tooltip, carries) the popup; shown alone until its code arrives. */
  trigger: ReactElement<TriggerProps>;
  /** True when the trigger was clicked before the popup's code arrived: the popup opens on arrival. */
  defaultOpened?: boolean;
}

export type LazyPopup<P extends PopupProps> = LazyExoticComponent<ComponentType<P>>;

/** A popup component whose module loads on first use: `lazyPopup(() => import('./x').then((m) => m.X))`. */
export function lazyPopup<P extends PopupProps>(load: () => Promise<ComponentType<P>>): LazyPopup<P> {
  return lazy(async () => ({ default: await load() }));
}

type DeferredPopupProps<P extends PopupProps> = Omit<P, 'defaultOpened'> & { popup: LazyPopup<P> };

export function DeferredPopup<P extends PopupProps>({ popup, ...popupProps }: DeferredPopupProps<P>) {
  const isPastIdle = useIsPastIdle();
  const [isRequested, setRequested] = useState(false);
  const { trigger } = popupProps;
  const placeholder = cloneElement(trigger, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      // A transition: the placeholder stays (the same element, still clickable) until the popup's code is here.
      startTransition(() => setRequested(true));
    },
  });
  // The spread is P without defaultOpened, which is added back here. A popup that mounted (at idle time) before
  // an early click took effect mounts again, open: defaultOpened is only read on mount.
  const props = { ...popupProps, defaultOpened: isRequested, key: String(isRequested) } as unknown as P;
  return (
    <Suspense fallback={placeholder}>{isPastIdle || isRequested ? createElement(popup, props) : placeholder}</Suspense>
  );
}
