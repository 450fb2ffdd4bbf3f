// The tooltip behind DeferredTooltip: loaded with the rest of the floating layer, after the first screen.
import { Tooltip, type TooltipProps } from '@mantine/core';
import type { PopupProps } from './defer-popup';

export type TooltipPopupProps = PopupProps & Omit<TooltipProps, 'children' | 'defaultOpened'>;

export function TooltipPopup({ trigger, defaultOpened: _clickedEarly, ...tooltipProps }: TooltipPopupProps) {
  return <Tooltip {...tooltipProps}>{trigger}</Tooltip>;
}
