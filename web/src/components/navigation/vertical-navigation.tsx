// Vertical navigation list (side panel and small-screen overlay): groups, collapsables, links and dividers.
import { Box, Divider, NavLink, Space, Text } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { ApiIcon } from '../icons/api-icon';
import classes from './navigation.module.css';
import type { NavigationItem } from './navigation-item';
import { collectLinkedLeaves, isLinkActive } from './navigation-tree';
import { useMenuLinkProps } from './use-menu-link-props';

interface VerticalNavigationProps {
  items: readonly NavigationItem[];
  label: string;
  /** Called after an in-app link is followed, e.g. to close the overlay. */
  onNavigate?: () => void;
}

export function VerticalNavigation({ items, label, onNavigate }: VerticalNavigationProps) {
  return (
    <Box component="nav" aria-label={label}>
      {items.map((item) => (
        <VerticalNavigationItem key={item.id} item={item} onNavigate={onNavigate} />
      ))}
    </Box>
  );
}

interface ItemProps {
  item: NavigationItem;
  onNavigate: (() => void) | undefined;
}

function VerticalNavigationItem({ item, onNavigate }: ItemProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const linkProps = useMenuLinkProps();
  const children = item.children ?? [];

  if (item.type === 'divider') return <Divider my="sm" className={classes.divider} />;
  if (item.type === 'spacer') return <Space h="md" />;
  if (item.type === 'group') {
    return (
      <div>
        <Text className={classes.groupTitle}>{item.title}</Text>
        {item.subtitle && (
          <Text size="xs" c="dimmed" className={classes.groupSubtitle}>
            {item.subtitle}
          </Text>
        )}
        {children.map((child) => (
          <VerticalNavigationItem key={child.id} item={child} onNavigate={onNavigate} />
        ))}
      </div>
    );
  }
  if (item.type === 'collapsable' || item.type === 'aside') {
    const hasActiveChild = collectLinkedLeaves(children).some((leaf) => isLinkActive(pathname, leaf.link));
    return (
      <NavLink
        label={item.title}
        description={item.subtitle}
        leftSection={item.icon && <ApiIcon name={item.icon} size={20} />}
        defaultOpened={hasActiveChild}
        className={classes.link}
      >
        {children.map((child) => (
          <VerticalNavigationItem key={child.id} item={child} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  return (
    <NavLink
      component="a"
      label={item.title}
      description={item.subtitle}
      leftSection={item.icon && <ApiIcon name={item.icon} size={20} />}
      active={isLinkActive(pathname, item.link)}
      className={classes.link}
      {...linkProps(item.link, onNavigate)}
    />
  );
}
