// Header strip of the top-bar panels: a title and the panel's own actions.
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './panel-header.module.css';

interface PanelHeaderProps {
  title: string;
  children?: ReactNode;
}

export function PanelHeader({ title, children }: PanelHeaderProps) {
  return (
    <Group className={classes.header} justify="space-between" wrap="nowrap">
      <Text fw={700}>{title}</Text>
      {children}
    </Group>
  );
}
