// Horizontal navigation bar (centered, enterprise, material and modern layouts on medium and larger screens).
// When the row is narrower than its entries it scrolls sideways, with a chevron button at each edge that has more.
import { ActionIcon, Button, Group } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronDown, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useRef } from 'react';
import { useScrollEdges } from '../../lib/use-scroll-edges';
import { DeferredPopup } from '../deferred-popup/defer-popup';
import { GroupMenu } from './deferred-group-menu';
import classes from './navigation.module.css';
import type { NavigationItem } from './navigation-item';
import { collectLinkedLeaves, isLinkActive } from './navigation-tree';
import { useMenuLinkProps } from './use-menu-link-props';

interface HorizontalNavigationProps {
  items: readonly NavigationItem[];
  label: string;
}

export function HorizontalNavigation({ items, label }: HorizontalNavigationProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const linkProps = useMenuLinkProps();
  const rowRef = useRef<HTMLDivElement>(null);
  const { hasMoreAtStart, hasMoreAtEnd } = useScrollEdges(rowRef);
  // A glide, unless the system asks for less motion (a behaviour given here outranks the style sheets').
  const reducesMotion = useReducedMotion();
  // Most of a row per click, so the entry cut at the edge comes fully into view.
  const scrollRow = (direction: 1 | -1) =>
    rowRef.current?.scrollBy({
      left: direction * rowRef.current.clientWidth * 0.75,
      behavior: reducesMotion ? 'instant' : 'smooth',
    });

  return (
    <div className={classes.horizontalFrame}>
      {hasMoreAtStart && <EdgeButton side="start" onClick={() => scrollRow(-1)} />}
      <Group ref={rowRef} component="nav" aria-label={label} gap={4} className={classes.horizontal}>
        {items
          .filter((item) => item.type !== 'divider' && item.type !== 'spacer')
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
              <DeferredPopup
                popupType="menu"
                popup={GroupMenu}
                key={item.id}
                leaves={leaves}
                position="bottom-start"
                trigger={
                  <Button
                    variant={isActive ? 'light' : 'subtle'}
                    color={isActive ? undefined : 'gray'}
                    rightSection={<IconChevronDown size={14} />}
                  >
                    {item.title}
                  </Button>
                }
              />
            );
          })}
      </Group>
      {hasMoreAtEnd && <EdgeButton side="end" onClick={() => scrollRow(1)} />}
    </div>
  );
}

/**
 * A pointer affordance only: hidden from assistive technology and out of the tab order, since keyboard and
 * screen-reader users reach every entry of the row directly (focus scrolls the entry into view).
 */
function EdgeButton({ side, onClick }: { side: 'start' | 'end'; onClick: () => void }) {
  return (
    <ActionIcon
      variant="default"
      radius="xl"
      size="md"
      tabIndex={-1}
      aria-hidden
      data-edge={side}
      className={side === 'start' ? classes.edgeStart : classes.edgeEnd}
      onClick={onClick}
    >
      {side === 'start' ? <IconChevronLeft size={16} /> : <IconChevronRight size={16} />}
    </ActionIcon>
  );
}
