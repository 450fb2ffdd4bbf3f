// One place up or down with one press: what dragging an item of a sortable list does, for people who cannot drag
// (WCAG 2.5.7, dragging movements). The labels come from the feature ("Subir una posición").
import { Button, type MantineSize } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { MoveOffset, Neighbours } from '../lib/dnd/move-by-one';
import { focusableDisabled } from './form/focusable-disabled';

interface MoveButtonsProps {
  labels: { up: string; down: string };
  canMove: Neighbours;
  onMove: (offset: MoveOffset) => void;
  size?: MantineSize;
}

const directions = [
  { side: 'up', neighbour: 'before', offset: -1, Icon: IconArrowUp },
  { side: 'down', neighbour: 'after', offset: 1, Icon: IconArrowDown },
] as const;

export function MoveButtons({ labels, canMove, onMove, size = 'sm' }: MoveButtonsProps) {
  return directions.map(({ side, neighbour, offset, Icon }) => (
    <Button
      key={side}
      type="button"
      variant="default"
      size={size}
      leftSection={<Icon size={14} aria-hidden />}
      {...focusableDisabled(!canMove[neighbour], () => onMove(offset))}
    >
      {labels[side]}
    </Button>
  ));
}
