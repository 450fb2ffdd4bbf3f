// One icon of the grid: its drawing at the set's size (initials where the set lacks that icon) and its name;
// a click copies the name. The button is named by the icon name it shows (WCAG 2.5.3, label in name); what a
// click does is its description.
import { Box, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './icons.module.css';

interface IconTileProps {
  name: string;
  size: number;
  glyph: ReactNode | undefined;
  label: string;
  onCopy: () => void;
}

function initials(name: string): string {
  return name
    .split(/[-_]/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

export function IconTile({ name, size, glyph, label, onCopy }: IconTileProps) {
  return (
    <UnstyledButton className={classes.tile} onClick={onCopy} title={label}>
      {glyph ?? (
        <Box component="span" className={classes.initials} w={size} h={size} fz={size * 0.45} aria-hidden>
          {initials(name)}
        </Box>
      )}
      <Text size="xs" className={classes.name}>
        {name}
      </Text>
    </UnstyledButton>
  );
}
