// The dropdown of a navigation group in the horizontal bar and the rail: one entry per linked leaf, with the
// group's title as a heading and, on the rail's icon tiles, as a tooltip. Loaded after the first screen (see
// defer-popup.tsx); until then the group's button shows alone.
import { Menu, type MenuProps, Tooltip, type TooltipProps } from '@mantine/core';
import { type PopupProps, useDeferredPopupState } from '../deferred-popup/defer-popup';
import type { NavigationItem } from './navigation-item';
import { useMenuLinkProps } from './use-menu-link-props';

export interface NavigationGroupMenuProps extends PopupProps {
  leaves: readonly NavigationItem[];
  position: MenuProps['position'];
  offset?: number;
  /** Shown as the dropdown's heading. */
  heading?: string;
  /** Shown as a tooltip of the trigger (icon-only tiles). */
  tooltip?: string;
}

/** The tooltip sits on the menu's side, centred on the trigger: "right" for a menu at "right-start". */
function tooltipSide(position: MenuProps['position']): TooltipProps['position'] {
  return position?.split('-')[0] as TooltipProps['position'];
}

export function NavigationGroupMenu({
  trigger,
  defaultOpened,
  leaves,
  position,
  offset,
  heading,
  tooltip,
}: NavigationGroupMenuProps) {
  const linkProps = useMenuLinkProps();
  const popupState = useDeferredPopupState(defaultOpened);
  return (
    <Menu position={position} offset={offset} withArrow {...popupState.root}>
      {/* The tooltip around the target: Menu.Target gives the trigger its aria-haspopup and aria-expanded, which a
          tooltip between them would not pass on. */}
      {tooltip ? (
        <Tooltip label={tooltip} position={tooltipSide(position)} withArrow>
          <Menu.Target>{popupState.target(trigger)}</Menu.Target>
        </Tooltip>
      ) : (
        <Menu.Target>{popupState.target(trigger)}</Menu.Target>
      )}
      <Menu.Dropdown>
        {heading && <Menu.Label>{heading}</Menu.Label>}
        {leaves.map((leaf) => (
          <Menu.Item key={leaf.id} component="a" {...linkProps(leaf.link)}>
            {leaf.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
