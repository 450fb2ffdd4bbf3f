// A menu entry that removes or locks something, in red that reads at 4.5:1 when hovered or focused too. Mantine's
// color="red" draws red 6 on its own red hover background (2.3:1), and a menu now focuses its first entry when
// it opens. A class, not a style: Menu.Item does not pass its style prop on.
import { Menu, type MenuItemProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import classes from './danger-menu-item.module.css';

type DangerMenuItemProps = MenuItemProps & Omit<ComponentPropsWithoutRef<'button'>, keyof MenuItemProps | 'color'>;

export function DangerMenuItem(props: DangerMenuItemProps) {
  return <Menu.Item {...props} className={classes.danger} />;
}
