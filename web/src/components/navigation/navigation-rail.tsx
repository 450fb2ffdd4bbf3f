// Narrow vertical navigation (compact, dense and thin layouts): one tile per top-level item, sub-items in a menu.
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { DeferredPopup } from '../deferred-popup/defer-popup';
import { DeferredTooltip } from '../deferred-popup/deferred-tooltip';
import { GroupMenu } from './deferred-group-menu';
import { NavItemIcon } from './nav-item-icon';
import classes from './navigation.module.css';
import type { NavigationItem } from './navigation-item';
import { collectLinkedLeaves, isLinkActive } from './navigation-tree';
import { useMenuLinkProps } from './use-menu-link-props';

interface NavigationRailProps {
  items: readonly NavigationItem[];
  label: string;
  /** Compact shows a caption under each icon; dense and thin show it as a tooltip. */
  showsCaptions: boolean;
}

export function NavigationRail({ items, label, showsCaptions }: NavigationRailProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const linkProps = useMenuLinkProps();

  return (
    <Stack component="nav" aria-label={label} gap={4} className={classes.rail}>
      {items
        .filter((item) => item.type !== 'divider' && item.type !== 'spacer')
        .map((item) => {
          const leaves = item.type === 'basic' ? [] : collectLinkedLeaves(item.children ?? []);
          const isActive =
            isLinkActive(pathname, item.link) || leaves.some((leaf) => isLinkActive(pathname, leaf.link));
          const title = item.title ?? item.id;
          const tile = (
            <UnstyledButton
              component="a"
              className={classes.railItem}
              data-active={isActive || undefined}
              aria-label={showsCaptions ? undefined : title}
              {...(item.type === 'basic' ? linkProps(item.link) : {})}
            >
              <NavItemIcon item={item} size={showsCaptions ? 32 : 36} />
              {showsCaptions && <Text className={classes.railLabel}>{title}</Text>}
            </UnstyledButton>
          );
          const tooltip = showsCaptions ? undefined : title;
          if (item.type === 'basic') {
            return (
              <div key={item.id}>
                {tooltip ? <DeferredTooltip label={tooltip} position="right" withArrow trigger={tile} /> : tile}
              </div>
            );
          }
          return (
            <DeferredPopup
              popupType="menu"
              popup={GroupMenu}
              key={item.id}
              leaves={leaves}
              position="right-start"
              offset={12}
              heading={title}
              tooltip={tooltip}
              trigger={tile}
            />
          );
        })}
    </Stack>
  );
}
