// One place up or down with one press: what dragging an item of a sortable list does, for people who cannot drag
// (WCAG 2.5.7, dragging movements). The labels come from the feature ("Subir una posición").
import { Button, type MantineSize } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

export type MoveOffset = -1 | 1;

interface MoveButtonsProps {
  labels: { up: string; down: string };
  /** Whether the item has a neighbour on that side. */
  canMove: { up: boolean; down: boolean };
  onMove: (offset: MoveOffset) => void;
  size?: MantineSize;
}

const directions = [
  { side: 'up', offset: -1, Icon: IconArrowUp },
  { side: 'down', offset: 1, Icon: IconArrowDown },
] as const;

export function MoveButtons({ labels, canMove, onMove, size = 'sm' }: MoveButtonsProps) {
  return directions.map(({ side, offset, Icon }) => (
    <Button
      key={side}
      type="button"
      variant="default"
      size={size}
      leftSection={<Icon size={14} aria-hidden />}
      disabled={!canMove[side]}
      onClick={() => onMove(offset)}
    >
      {labels[side]}
    </Button>
  ));
}
