// Horizontal navigation bar (centered, enterprise, material and modern layouts on medium and larger screens).
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import classes from './navigation.module.css';
import type { NavigationItem } from './navigation-item';
import { collectLinkedLeaves, isLinkActive } from './navigation-tree';
import { useLinkProps } from './use-link-props';

interface HorizontalNavigationProps {
  items: readonly NavigationItem[];
  label: string;
}

export function HorizontalNavigation({ items, label }: HorizontalNavigationProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const linkProps = useLinkProps();

  return (
    <Group component="nav" aria-label={label} gap={4} className={classes.horizontal}>
      {items
        .filter((item) => item.type !== 'divider')
        .map((item) => {
          if (item.type === 'basic') {
            const isActive = isLinkActive(pathname, item.link);
            return (
              <Button
                key={item.id}
                component="a"
                variant={isActive ? 'light' : 'subtle'}
                color={isActive ? undefined : 'gray'}
                {...linkProps(item.link)}
              >
                {item.title}
              </Button>
            );
          }
          const leaves = collectLinkedLeaves(item.children ?? []);
          const isActive = leaves.some((leaf) => isLinkActive(pathname, leaf.link));
          return (
            <Menu key={item.id} position="bottom-start" withArrow>
              <Menu.Target>
                <Button
                  variant={isActive ? 'light' : 'subtle'}
                  color={isActive ? undefined : 'gray'}
                  rightSection={<IconChevronDown size={14} />}
                >
                  {item.title}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {leaves.map((leaf) => (
                  <Menu.Item key={leaf.id} component="a" {...linkProps(leaf.link)}>
                    {leaf.title}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          );
        })}
    </Group>
  );
}
