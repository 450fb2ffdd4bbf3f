// A Mantine tooltip whose code loads after the first screen: until then its trigger shows without it.
import { DeferredPopup, lazyPopup } from './defer-popup';
import type { TooltipPopupProps } from './tooltip-popup';

const TooltipPopup = lazyPopup(() => import('./tooltip-popup').then((module) => module.TooltipPopup));

export function DeferredTooltip(props: Omit<TooltipPopupProps, 'defaultOpened'>) {
  return <DeferredPopup popup={TooltipPopup} {...props} />;
}
